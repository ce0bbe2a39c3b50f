/**
 * What other modules use of auth: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export { findUserByEmail, findUserById, insertUser, revokeAllForUser, setPassword, type UserRow } from './repo';
export { voidEmailConfirmations } from './confirmation-repo';

export { toUserDto } from './user-dto';
/** The account's barber record (barbers.user_id): auth owns the link, barbers and users ask it. */
export { linkBarberRecord } from './barber-link';
export { queueConfirmationLink } from './email-confirmation';
export { applyPasswordChange, assertCurrentPassword, type Session } from './service';
export { setSessionCookie } from './session-cookie';

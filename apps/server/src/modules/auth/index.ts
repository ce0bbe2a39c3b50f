/**
 * What other modules use of auth: its public surface (ADR 0043). Another module imports this file (or the
 * module's service), never its repo; these run on the caller's executor, so they join its transaction.
 */
export { findUserByEmail, findUserById, insertUser, revokeAllForUser, setPassword, type UserRow } from './repo';
export { voidEmailConfirmations } from './confirmation-repo';

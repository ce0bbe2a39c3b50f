/**
 * What other modules use of users: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export { activeAdminContacts, activeAdminEmails, barberIdOf, firstActiveAdminEmail, updateUser } from './repo';

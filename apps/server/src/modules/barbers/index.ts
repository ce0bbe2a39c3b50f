/**
 * What other modules use of barbers: its public surface (ADR 0043). Another module imports this file (or the
 * module's service), never its repo; these run on the caller's executor, so they join its transaction.
 */
export { barberIdByUserId } from './repo';
export { updateBarber } from './management-repo';

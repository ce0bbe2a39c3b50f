/**
 * What other modules use of idempotency: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export { deleteExpired, IDEMPOTENCY_TTL_HOURS } from './repo';

export { type Answer, hashBody, once } from './service';

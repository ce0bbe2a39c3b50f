/**
 * What other modules use of last-minute: its public surface (ADR 0043). The waiting list hands it the freed times
 * it could not place (ADR 0069).
 */
export { freedTimeUnclaimed } from './fill-job';

/**
 * What other modules use of services: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files.
 */
export { activeServices } from './service';

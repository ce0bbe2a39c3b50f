/**
 * What other modules use of manage: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files.
 */
export { manageTokenFor, manageUrlFor } from './links';

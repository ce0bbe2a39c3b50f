/**
 * What other modules use of waiting-list: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files.
 */
export { slotFreed } from './slot-freed';

/**
 * What other modules use of manage: its public surface (ADR 0043), the link itself (its token and address).
 * The link's routes change an appointment, so they live in appointments beside its change rules (ADR 0060).
 */
export { appointmentIdOf, manageTokenFor, manageUrlFor } from './links';

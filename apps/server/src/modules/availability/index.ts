/**
 * What other modules use of availability: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files.
 */
export { anyBarberSlots } from './any-barber';
export { availabilityCalendar, availableSlots, type BarberDay, loadBarberDay } from './service';

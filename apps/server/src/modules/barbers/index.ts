/**
 * What other modules use of barbers: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export { barberIdByUserId } from './repo';
export { updateBarber } from './management-repo';

export { barbersOutsideHours, fitBarbersToOpeningHours } from './opening-hours-fit';
export { assertBarberAccess, ownBarberId } from './ownership';
export { notifyScheduleUpdate } from './schedule-notice';
export { activeBarbers } from './service';

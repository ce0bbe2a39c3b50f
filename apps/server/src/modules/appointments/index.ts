/**
 * What other modules use of appointments: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export {
  countActiveFrom,
  findDetails,
  futureActiveAppointments,
  findForUpdate,
  insertAppointment,
  listActiveOverlapping,
  serviceIsReferenced,
  updateAppointment,
  type AppointmentDetails,
} from './repo';

/** A barber's booked appointments inside vacation periods (the barbers module asks before saving one). */
export { activeAppointmentsInPeriods } from './active-in-periods';

export { toAppointmentDto } from './dto';
export { bookingEmail } from './booking-email';
export { myAppointments } from './client-appointments';

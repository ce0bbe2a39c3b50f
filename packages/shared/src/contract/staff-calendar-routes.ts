import type { RouteAddress } from './route-types';

const STAFF = ['admin', 'barber'] as const;
const ADMIN = ['admin'] as const;

/**
 * Method, path and access rule of the staff-calendar routes (no zod here: see api-routes.ts): the admin
 * calendar, the barber panel's appointments and the temporary absences. A barber reaches only their own
 * appointments (checked in the services).
 */
export const staffCalendarRoutes = {
  staffAppointments: { method: 'GET', path: '/appointments/filtered', access: STAFF },
  adminAppointments: { method: 'GET', path: '/admin/appointments', access: ADMIN },
  adminDayAppointments: { method: 'GET', path: '/admin/appointments/date', access: ADMIN },
  // The spec leaves the method open (PUT or PATCH): both are accepted, with the same schemas.
  staffAppointmentStatus: { method: 'PUT', path: '/appointments/:id/status', access: STAFF },
  staffAppointmentStatusPatch: { method: 'PATCH', path: '/appointments/:id/status', access: STAFF },
  adminBooking: { method: 'POST', path: '/appointments/admin', access: ADMIN },
  // The owner's calendar moves an appointment (drag or 'Sposta'): the customer's change rules, for staff.
  adminMoveAppointment: { method: 'PUT', path: '/admin/appointments/:id/move', access: ADMIN },
  barberAppointments: { method: 'GET', path: '/barbers/:id/appointments', access: STAFF },
  temporaryAbsences: { method: 'GET', path: '/admin/temporary-absences', access: ADMIN },
  createAbsence: { method: 'POST', path: '/admin/temporary-absences', access: ADMIN },
  updateAbsence: { method: 'PUT', path: '/admin/temporary-absences/:id', access: ADMIN },
  deleteAbsence: { method: 'DELETE', path: '/admin/temporary-absences/:id', access: ADMIN },
} as const satisfies Record<string, RouteAddress>;

import type { RouteAddress } from './route-types';

/**
 * The manage link of a booking (/appuntamento/:token, ADR 0013): public, the signed token is the permission.
 * Addresses only (no zod here: see api-routes.ts).
 */
export const manageRoutes = {
  managedAppointment: { method: 'GET', path: '/appointments/manage/:token', access: 'public' },
  managedAppointmentMove: { method: 'PUT', path: '/appointments/manage/:token', access: 'public' },
  managedAppointmentCancel: { method: 'PUT', path: '/appointments/manage/:token/cancel', access: 'public' },
} as const satisfies Record<string, RouteAddress>;

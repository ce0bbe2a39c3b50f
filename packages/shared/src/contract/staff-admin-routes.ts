import type { RouteAddress } from './route-types';

const ADMIN = ['admin'] as const;
/** Admin for any barber; a barber only for their own record (checked in the service). */
const STAFF = ['admin', 'barber'] as const;

/**
 * Method, path and access rule of the staff-admin routes (no zod here: see api-routes.ts): the barbers'
 * records and schedules, the services and the accounts, plus every user's own profile.
 */
export const staffAdminRoutes = {
  // plan 'active' (issue 12): locked without an active subscription (000 section 4 'Admin tab gating'). The lists
  // of barbers and services stay open: the unlocked appointments and absences tabs read them.
  adminBarbers: { method: 'GET', path: '/admin/barbers', access: ADMIN },
  // A static segment wins over :id in the router, so this never reaches GET /barbers/:id.
  barberByEmail: { method: 'GET', path: '/barbers/find-by-email', access: STAFF },
  barberView: { method: 'GET', path: '/barbers/:id', access: 'user' },
  createBarber: { method: 'POST', path: '/barbers', access: ADMIN, plan: 'active' },
  updateBarber: { method: 'PUT', path: '/barbers/:id', access: STAFF },
  saveWorkingHours: { method: 'PUT', path: '/barbers/:id/working-hours', access: STAFF },
  saveVacations: { method: 'PUT', path: '/barbers/:id/vacations', access: STAFF },
  saveBarberServices: { method: 'PUT', path: '/barbers/:id/services', access: STAFF },
  deactivateBarber: { method: 'DELETE', path: '/barbers/:id', access: ADMIN, plan: 'active' },
  notifyScheduleUpdate: { method: 'POST', path: '/notifications/schedule-update', access: STAFF },
  adminServices: { method: 'GET', path: '/admin/services', access: ADMIN },
  createService: { method: 'POST', path: '/admin/services', access: ADMIN, plan: 'active' },
  updateService: { method: 'PUT', path: '/admin/services/:id', access: ADMIN, plan: 'active' },
  saveServiceTranslations: { method: 'PUT', path: '/admin/services/:id/translations', access: ADMIN, plan: 'active' },
  // The original admin client's paths for the same two calls (issue 24): same handlers, same access and plan.
  createServiceOriginalPath: { method: 'POST', path: '/services', access: ADMIN, plan: 'active' },
  updateServiceOriginalPath: { method: 'PUT', path: '/services/:id', access: ADMIN, plan: 'active' },
  deleteService: { method: 'DELETE', path: '/admin/services/:id', access: ADMIN, plan: 'active' },
  adminUsers: { method: 'GET', path: '/admin/users', access: ADMIN, plan: 'active' },
  createUser: { method: 'POST', path: '/admin/users', access: ADMIN, plan: 'active' },
  updateUser: { method: 'PUT', path: '/admin/users/:id', access: ADMIN, plan: 'active' },
  deleteUser: { method: 'DELETE', path: '/admin/users/:id', access: ADMIN, plan: 'active' },
  resetUserPassword: { method: 'POST', path: '/admin/users/:id/reset-password', access: ADMIN, plan: 'active' },
  // The spec leaves the method open (PUT or PATCH): both are accepted, with the same schemas.
  updateProfile: { method: 'PUT', path: '/users/profile', access: 'user' },
  updateProfilePatch: { method: 'PATCH', path: '/users/profile', access: 'user' },
} as const satisfies Record<string, RouteAddress>;

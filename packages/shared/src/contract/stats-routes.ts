import type { RouteAddress } from './route-types';

/** Method, path and access rule of the statistics (no zod here: see api-routes.ts). */
export const statsRoutes = {
  adminStats: { method: 'GET', path: '/admin/stats', access: ['admin'], plan: 'active' },
  // Admin for any barber; a barber only their own (403 for another's, checked in the service).
  barberStats: { method: 'GET', path: '/barbers/:id/stats', access: ['admin', 'barber'], plan: 'active' },
} as const satisfies Record<string, RouteAddress>;

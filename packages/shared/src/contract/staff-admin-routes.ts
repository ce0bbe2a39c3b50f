import type { RouteAddress } from './route-types';

/** Method, path and access rule of the staff-admin routes (no zod here: see api-routes.ts). */
export const staffAdminRoutes = {
} as const satisfies Record<string, RouteAddress>;

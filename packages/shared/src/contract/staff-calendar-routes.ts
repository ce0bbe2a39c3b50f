import type { RouteAddress } from './route-types';

/** Method, path and access rule of the staff-calendar routes (no zod here: see api-routes.ts). */
export const staffCalendarRoutes = {
} as const satisfies Record<string, RouteAddress>;

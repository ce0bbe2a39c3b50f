import type { RouteAddress } from './route-types';

/** Method, path and access rule of the booking routes (no zod here: see api-routes.ts). */
export const bookingRoutes = {
} as const satisfies Record<string, RouteAddress>;

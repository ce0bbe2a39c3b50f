import type { RouteAddress } from './route-types';

/** Method, path and access rule of the platform routes (no zod here: see api-routes.ts). */
export const platformRoutes = {
  health: { method: 'GET', path: '/health', access: 'public' },
} as const satisfies Record<string, RouteAddress>;

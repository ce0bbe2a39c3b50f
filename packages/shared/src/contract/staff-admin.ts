import type { ContractRoute } from './define';
import type { staffAdminRoutes } from './staff-admin-routes';

/** The staff-admin routes with their request and answer schemas (see contract.ts). */
export const staffAdminContract = {
} as const satisfies Record<keyof typeof staffAdminRoutes, ContractRoute>;

import type { ContractRoute } from './define';
import type { staffCalendarRoutes } from './staff-calendar-routes';

/** The staff-calendar routes with their request and answer schemas (see contract.ts). */
export const staffCalendarContract = {
} as const satisfies Record<keyof typeof staffCalendarRoutes, ContractRoute>;

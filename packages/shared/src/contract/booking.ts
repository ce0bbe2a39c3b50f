import type { ContractRoute } from './define';
import type { bookingRoutes } from './booking-routes';

/** The booking routes with their request and answer schemas (see contract.ts). */
export const bookingContract = {
} as const satisfies Record<keyof typeof bookingRoutes, ContractRoute>;

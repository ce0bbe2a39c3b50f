import { HealthResponse } from '../schemas/common';
import type { ContractRoute } from './define';
import { platformRoutes } from './platform-routes';

/** The platform routes with their request and answer schemas (see contract.ts). */
export const platformContract = {
  health: { ...platformRoutes.health, tags: ['system'], response: HealthResponse },
} as const satisfies Record<keyof typeof platformRoutes, ContractRoute>;

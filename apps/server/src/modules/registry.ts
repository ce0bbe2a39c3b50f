import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../infra/context';
import { registerAppointmentRoutes } from './appointments/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerAvailabilityRoutes } from './availability/routes';
import { registerBarberRoutes } from './barbers/routes';
import { registerDevRoutes } from './dev/routes';
import { registerHealthRoutes } from './health/routes';
import { registerServiceRoutes } from './services/routes';
import { registerShopRoutes } from './shop/routes';

export type ApiModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every API module, mounted under /api in this order. */
export const apiModules: ApiModule[] = [
  registerHealthRoutes,
  registerShopRoutes,
  registerAuthRoutes,
  registerBarberRoutes,
  registerServiceRoutes,
  registerAvailabilityRoutes,
  registerAppointmentRoutes,
  registerDevRoutes,
];

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../infra/context';
import { registerAbsenceRoutes } from './absences/routes';
import { registerAppointmentRoutes } from './appointments/routes';
import { registerStaffAppointmentRoutes } from './appointments/staff-routes';
import { registerAuthRoutes } from './auth/routes';
import { registerAvailabilityRoutes } from './availability/routes';
import { registerBarberManagementRoutes } from './barbers/management-routes';
import { registerBarberRoutes } from './barbers/routes';
import { registerDevRoutes } from './dev/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerHealthRoutes } from './health/routes';
import { registerManageRoutes } from './appointments/manage-link-routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPaymentRoutes } from './payments/routes';
import { registerProductRoutes } from './products/routes';
import { registerServiceAdminRoutes } from './services/admin-routes';
import { registerServiceRoutes } from './services/routes';
import { registerSetupRoutes } from './setup/routes';
import { registerShopRoutes } from './shop/routes';
import { registerShopAssetRoutes } from './shop-assets/routes';
import { registerSubscriptionRoutes } from './subscriptions/routes';
import { registerUserRoutes } from './users/routes';
import { registerWaitingListRoutes } from './waiting-list/routes';
import { registerWalkInRoutes } from './walk-ins/routes';
import { registerLastMinuteRoutes } from './last-minute/routes';
import { registerContactRoutes } from './contact/routes';
import { registerProfileRoutes } from './users/profile-routes';
import { registerStatsRoutes } from './stats/routes';
import { registerChatbotRoutes } from './chatbot/routes';
import { registerJobApplicationRoutes } from './job-applications/routes';

export type ApiModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every API module, mounted under /api in this order. */
export const apiModules: ApiModule[] = [
  registerHealthRoutes,
  registerShopRoutes,
  registerSetupRoutes,
  registerAuthRoutes,
  registerBarberRoutes,
  registerServiceRoutes,
  registerAvailabilityRoutes,
  registerAppointmentRoutes,
  // The manage link's routes (/appointments/manage/:token) reuse the appointments module's rules.
  registerManageRoutes,
  registerStaffAppointmentRoutes,
  registerBarberManagementRoutes,
  registerServiceAdminRoutes,
  registerAbsenceRoutes,
  registerUserRoutes,
  registerProfileRoutes,
  registerStatsRoutes,
  registerPaymentRoutes,
  registerShopAssetRoutes,
  registerProductRoutes,
  registerOrderRoutes,
  registerSubscriptionRoutes,
  registerWaitingListRoutes,
  registerWalkInRoutes,
  registerLastMinuteRoutes,
  registerNotificationRoutes,
  registerChatbotRoutes,
  registerJobApplicationRoutes,
  registerContactRoutes,
  registerDevRoutes,
];

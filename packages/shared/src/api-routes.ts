import { bookingRoutes } from './contract/booking-routes';
import { manageRoutes } from './contract/manage-routes';
import { paymentsRoutes } from './contract/payments-routes';
import { platformRoutes } from './contract/platform-routes';
import { shopRoutes } from './contract/shop-routes';
import { staffAdminRoutes } from './contract/staff-admin-routes';
import { staffCalendarRoutes } from './contract/staff-calendar-routes';
import { notificationsRoutes } from './contract/notifications-routes';
import { waitingListRoutes } from './contract/waiting-list-routes';
import { subscriptionsRoutes } from './contract/subscriptions-routes';
import { profileRoutes } from './contract/profile-routes';
import { statsRoutes } from './contract/stats-routes';
import { jobApplicationsRoutes } from './contract/job-applications-routes';
import { chatbotRoutes } from './contract/chatbot-routes';
import { contactRoutes } from './contract/contact-routes';
import { shopSettingsRoutes } from './contract/shop-settings-routes';
import { walkInsRoutes } from './contract/walk-ins-routes';
import { lastMinuteRoutes } from './contract/last-minute-routes';
import { seriesRoutes } from './contract/series-routes';

/**
 * Every /api route: method, path and access rule, one entry per call, named after what it does, grouped by area
 * in contract/*-routes.ts. The schemas of each are in contract.ts under the same name; the server registers
 * routes from there (apps/server/src/infra/route.ts) and the web app calls them by name (lib/api-call.ts), so a
 * path exists in one place. No zod is imported here on purpose: the first page loads this without it.
 */
export const apiRoutes = {
  ...platformRoutes,
  ...bookingRoutes,
  ...manageRoutes,
  ...staffCalendarRoutes,
  ...staffAdminRoutes,
  ...paymentsRoutes,
  ...shopRoutes,
  ...notificationsRoutes,
  ...waitingListRoutes,
  ...subscriptionsRoutes,
  ...profileRoutes,
  ...statsRoutes,
  ...jobApplicationsRoutes,
  ...chatbotRoutes,
  ...contactRoutes,
  ...shopSettingsRoutes,
  ...walkInsRoutes,
  ...lastMinuteRoutes,
  ...seriesRoutes,
} as const;

export type RouteName = keyof typeof apiRoutes;

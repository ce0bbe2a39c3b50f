import type { RouteName } from './api-routes';
import type { ContractRoute } from './contract/define';
import { bookingContract } from './contract/booking';
import { manageContract } from './contract/manage';
import { paymentsContract } from './contract/payments';
import { platformContract } from './contract/platform';
import { shopContract } from './contract/shop';
import { staffAdminContract } from './contract/staff-admin';
import { staffCalendarContract } from './contract/staff-calendar';
import { notificationsContract } from './contract/notifications';
import { waitingListContract } from './contract/waiting-list';
import { subscriptionsContract } from './contract/subscriptions';
import { profileContract } from './contract/profile';
import { statsContract } from './contract/stats';
import { jobApplicationsContract } from './contract/job-applications';
import { chatbotContract } from './contract/chatbot';
import { contactContract } from './contract/contact';
import { shopSettingsContract } from './contract/shop-settings';
import { walkInsContract } from './contract/walk-ins';
import { lastMinuteContract } from './contract/last-minute';
import { seriesContract } from './contract/series';

/**
 * The typed API contract (ARCHITECTURE.md): each route of api-routes.ts with its request and answer schemas.
 * Answers follow the spec's section 7 tables where they give a shape (docs/decisions/0003).
 */
export const contract = {
  ...platformContract,
  ...bookingContract,
  ...manageContract,
  ...staffCalendarContract,
  ...staffAdminContract,
  ...paymentsContract,
  ...shopContract,
  ...notificationsContract,
  ...waitingListContract,
  ...subscriptionsContract,
  ...profileContract,
  ...statsContract,
  ...jobApplicationsContract,
  ...chatbotContract,
  ...contactContract,
  ...shopSettingsContract,
  ...walkInsContract,
  ...lastMinuteContract,
  ...seriesContract,
} as const satisfies Record<RouteName, ContractRoute>;

export type Contract = typeof contract;

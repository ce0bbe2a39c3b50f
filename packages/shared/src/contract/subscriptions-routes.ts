import type { RouteAddress } from './route-types';

const ADMIN = ['admin'] as const;

/**
 * Method, path and access rule of the subscription plans (000 sections 2-9, issue 12; no zod here: see
 * api-routes.ts). Only the admin manages the plan: every other role gets 403. None of these is plan-gated:
 * they are how a shop without a plan gets one. The plans themselves are public prices (000 section 7: auth none),
 * so reading them needs no session (issue 23 item 8).
 */
export const subscriptionsRoutes = {
  subscriptionPlans: { method: 'GET', path: '/subscriptions/plans', access: 'public' },
  subscriptionAccess: { method: 'GET', path: '/subscriptions/check-access', access: ADMIN },
  selectSubscriptionPlan: { method: 'POST', path: '/subscriptions/select', access: ADMIN },
  subscriptionPaymentIntent: { method: 'POST', path: '/subscription-payments/create-intent', access: ADMIN },
  syncSubscriptionUsage: { method: 'POST', path: '/subscriptions/sync-usage', access: ADMIN },
  subscriptionUsage: { method: 'GET', path: '/subscriptions/usage', access: ADMIN },
  // The billing box: the plan's payments and a receipt of each (JSON with the text, the web saves it as a file).
  subscriptionReceipts: { method: 'GET', path: '/subscriptions/receipts', access: ADMIN },
  subscriptionReceipt: { method: 'GET', path: '/subscriptions/receipts/:id', access: ADMIN },
  // Turns the renewal at the end of the period on or off ('Gestisci Piano').
  subscriptionAutoRenew: { method: 'PUT', path: '/subscriptions/auto-renew', access: ADMIN },
  // The booking gate (001 section 6, 002 section 7): any logged-in user; guests are not limit-checked.
  appointmentLimitsCheck: { method: 'GET', path: '/appointments/limits/check', access: 'user' },
} as const satisfies Record<string, RouteAddress>;

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AccessCheck,
  LimitCheck,
  Plan as PlanSchema,
  SubscriptionReceipt,
  UsageStats,
} from '@barber/shared/contract/subscriptions';
import { subscriptionsRoutes } from '@barber/shared/contract/subscriptions-routes';
import { callApi, routeUrl, type CallAnswer } from '../../lib/api-call';
import { ApiError, apiRequest } from '../../lib/api-client';

/**
 * The subscription calls (000 section 7) the plan pages, the admin panel and the booking gate share. Only the
 * contract's types are imported: its zod schemas stay out of the pages' JavaScript.
 */
export type Plan = z.output<typeof PlanSchema>;
export type AccessState = z.output<typeof AccessCheck>;
export type Usage = z.output<typeof UsageStats>;
export type Receipt = z.output<typeof SubscriptionReceipt>;
export type LimitState = z.output<typeof LimitCheck>;
export type SubscriptionInfo = NonNullable<AccessState['subscription']>;

export const subscriptionKeys = {
  all: ['subscription'] as const,
  access: ['subscription', 'access'] as const,
  usage: ['subscription', 'usage'] as const,
  plans: ['subscription', 'plans'] as const,
  receipts: ['subscription', 'receipts'] as const,
  limits: ['subscription', 'limits'] as const,
};

/** GET /subscriptions/check-access: only an active subscription gives access. */
export const accessQuery = queryOptions({
  queryKey: subscriptionKeys.access,
  queryFn: ({ signal }) => callApi('subscriptionAccess', {}, { signal }).then((answer) => answer.data),
  staleTime: 15_000,
});

/**
 * GET /subscriptions/usage; null without an active subscription. A forced refresh adds cache-busting query
 * values and no-cache headers (000 section 7), so no cache between here and the server answers it.
 */
export function fetchUsage(forced: boolean, signal?: AbortSignal): Promise<Usage | null> {
  const options = signal ? { signal } : {};
  if (!forced) return callApi('subscriptionUsage', {}, options).then((answer) => answer.data);
  const { path, method } = subscriptionsRoutes.subscriptionUsage;
  return apiRequest<CallAnswer<'subscriptionUsage'>>(routeUrl(path, undefined, { _t: Date.now() }), {
    ...options,
    method,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  }).then((answer) => answer.data);
}

export const usageQuery = queryOptions({
  queryKey: subscriptionKeys.usage,
  queryFn: ({ signal }) => fetchUsage(false, signal),
  staleTime: 15_000,
});

/** GET /subscriptions/plans, sorted by sortOrder. */
export const plansQuery = queryOptions({
  queryKey: subscriptionKeys.plans,
  queryFn: ({ signal }) =>
    callApi('subscriptionPlans', {}, { signal }).then((answer) =>
      [...answer.data].sort((a, b) => a.sortOrder - b.sortOrder),
    ),
  staleTime: 5 * 60_000,
});

export const receiptsQuery = queryOptions({
  queryKey: subscriptionKeys.receipts,
  queryFn: ({ signal }) => callApi('subscriptionReceipts', {}, { signal }).then((answer) => answer.data),
});

/** GET /appointments/limits/check: whether the logged-in user may book now (guests are never checked). */
export const limitsQuery = queryOptions({
  queryKey: subscriptionKeys.limits,
  queryFn: ({ signal }) => callApi('appointmentLimitsCheck', {}, { signal }).then((answer) => answer.data),
  staleTime: 0,
});

/**
 * POST /subscriptions/select: a card payment ('stripe'); autoRenew as chosen on the payment form (the spec's
 * default is off). With autoRenew the plan's intent then saves the card for the renewal (ADR 0017).
 */
export const selectPlan = (planId: string, autoRenew = false) =>
  callApi('selectSubscriptionPlan', { body: { planId, paymentMethod: 'stripe', autoRenew } }).then(
    (answer) => answer.data,
  );

/** POST /subscription-payments/create-intent: the plan's PaymentIntent, priced by the server. */
export const createPlanIntent = (planId: string, subscriptionId: string) =>
  callApi('subscriptionPaymentIntent', { body: { planId, subscriptionId } }).then((answer) => answer.data);

export const setAutoRenew = (autoRenew: boolean) =>
  callApi('subscriptionAutoRenew', { body: { autoRenew } }).then((answer) => answer.data);

/** A receipt as a text file the browser saves. */
export async function downloadReceipt(id: string): Promise<void> {
  const { data } = await callApi('subscriptionReceipt', { params: { id } });
  const url = URL.createObjectURL(new Blob([data.content], { type: data.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = data.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A 403 at a plan limit or without an active plan (the server's body has upgradeRequired: true). */
export const isUpgradeRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'PLAN_LIMIT_REACHED' || error.code === 'SUBSCRIPTION_REQUIRED');

export const isPlanLimit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED';

/** Everything that depends on the plan: access, usage, the limits, the receipts. */
export const invalidateSubscription = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: subscriptionKeys.all });

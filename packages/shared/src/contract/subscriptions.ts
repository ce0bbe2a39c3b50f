import { z } from 'zod';
import { LIMIT_REASONS, SUBSCRIPTION_STATUSES, USAGE_RESOURCES } from '../domain/subscriptions';
import { PaymentStatus } from '../schemas/payments';
import { Id } from '../schemas/common';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { subscriptionsRoutes as r } from './subscriptions-routes';

/**
 * Subscription plans (issue 12; 000 sections 2-9): request and answer schemas. Money in CHF numbers, instants
 * as ISO strings. The web app imports these only as types (ADR 0011).
 */

export const PlanFeature = z.object({ name: z.string(), description: z.string(), included: z.boolean() });
export const PlanLimits = z.object({
  appointments: z.number().int(),
  emails: z.number().int(),
  sms: z.number().int(),
  barbers: z.number().int(),
});
export type PlanLimits = z.infer<typeof PlanLimits>;

/** A plan (000 section 3 'Plan'); 999999 in a limit means unlimited. Sorted by sortOrder. */
export const Plan = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.literal('CHF'),
  billingPeriod: z.string(),
  icon: z.string(),
  sortOrder: z.number().int(),
  isRecommended: z.boolean(),
  features: z.array(PlanFeature),
  limits: PlanLimits,
});
export type Plan = z.infer<typeof Plan>;

export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

/** The shop's subscription (000 section 3 'Subscription'). */
export const Subscription = z.object({
  _id: z.string(),
  id: z.string(),
  status: SubscriptionStatus,
  plan: Plan,
  /** A change of plan chosen while active, waiting for its payment (the current plan stays until then). */
  pendingPlan: Plan.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  autoRenew: z.boolean(),
  paymentMethod: z.string(),
  /** A card saved by the provider for the renewal (its id is never shown). */
  hasSavedPaymentMethod: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

export const PlansResponse = z.object({ success: z.literal(true), data: z.array(Plan) });

/** 000 section 3 'Access check result'. */
export const AccessCheck = z.object({
  hasAccess: z.boolean(),
  blocked: z.boolean(),
  needsPayment: z.boolean(),
  subscription: Subscription.nullable(),
  message: z.string(),
});
export const AccessCheckResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AccessCheck,
});

export const SelectPlanRequest = z.looseObject({
  planId: Id,
  paymentMethod: z
    .enum(['stripe', 'stripe_card', 'card'], { error: 'Metodo di pagamento non supportato' })
    .default('stripe'),
  autoRenew: z.boolean({ error: 'Valore non valido' }).default(false),
});
export const SelectPlanResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ needsPayment: z.boolean(), subscription: Subscription, plan: Plan }),
});

export const PlanPaymentIntentRequest = z.looseObject({ planId: Id, subscriptionId: Id });
export const PlanPaymentIntentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    clientSecret: z.string(),
    /** Confirm it like any payment: Stripe's card element, or POST /payments/confirm in test mode. */
    paymentIntentId: z.string(),
    /** The payment's reference (GET /payments/:id, socket room). */
    paymentId: z.string(),
    amount: z.number(),
    currency: z.literal('CHF'),
    provider: z.enum(['stripe', 'test']),
    testMode: z.boolean(),
    subscriptionId: z.string(),
    planId: z.string(),
    /**
     * 'off_session' when the card is being saved for the renewal (autoRenew at the intent's creation): Stripe.js
     * Elements must be given the same setupFutureUsage. Null otherwise.
     */
    setupFutureUsage: z.literal('off_session').nullable(),
  }),
});

/** 000 section 3 'Usage stats', per resource. */
export const ResourceUsage = z.object({
  current: z.number().int(),
  limit: z.number().int(),
  percentage: z.number(),
  remaining: z.number().int(),
  isNearLimit: z.boolean(),
  isOverLimit: z.boolean(),
  isUnlimited: z.boolean(),
});
export const UsageAlert = z.object({
  type: z.enum(['error', 'warning']),
  resource: z.enum(USAGE_RESOURCES),
  message: z.string(),
});
export const UsageStats = z.object({
  appointments: ResourceUsage,
  emails: ResourceUsage,
  sms: ResourceUsage,
  barbers: ResourceUsage,
  alerts: z.array(UsageAlert),
  availableUpgrades: z.array(
    z.object({ name: z.string(), displayName: z.string(), price: z.number(), billingPeriod: z.string() }),
  ),
  /** The calendar month in the shop's time zone: start, and the last instant of the month. */
  period: z.object({ start: z.string(), end: z.string() }),
  plan: z.object({
    icon: z.string(),
    displayName: z.string(),
    name: z.string(),
    price: z.number(),
    billingPeriod: z.string(),
  }),
  /** Emails refused this month because the limit was reached (recorded as skipped, never sent). */
  skippedMessages: z.object({ emails: z.number().int(), sms: z.number().int() }),
  subscription: Subscription,
});
export type UsageStats = z.infer<typeof UsageStats>;
/** data is null without an active subscription (the dashboard's 'Abbonamento Richiesto'; message says why). */
export const UsageResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: UsageStats.nullable(),
});

export const SubscriptionReceipt = z.object({
  _id: z.string(),
  reference: z.string(),
  planName: z.string(),
  planDisplayName: z.string(),
  amount: z.number(),
  currency: z.literal('CHF'),
  status: PaymentStatus,
  paymentMethod: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export const ReceiptListResponse = z.object({ success: z.literal(true), data: z.array(SubscriptionReceipt) });
export const ReceiptFileResponse = z.object({
  success: z.literal(true),
  data: z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
});

export const AutoRenewRequest = z.object({ autoRenew: z.boolean({ error: 'Valore non valido' }) });
export const SubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: Subscription,
});

/** 000 section 3 'Limit check result'. */
export const LimitCheck = z.object({
  canCreate: z.boolean(),
  reason: z.enum(LIMIT_REASONS).nullable(),
  message: z.string().nullable(),
  current: z.number().int().nullable(),
  limit: z.number().int().nullable(),
});
export const LimitCheckResponse = z.object({ success: z.literal(true), data: LimitCheck });

/** The 403 at a limit or without a plan: the common error shape plus upgradeRequired. */
export const UpgradeRequiredError = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(['PLAN_LIMIT_REACHED', 'SUBSCRIPTION_REQUIRED']),
  upgradeRequired: z.literal(true),
  resource: z.enum(USAGE_RESOURCES).optional(),
  current: z.number().int().optional(),
  limit: z.number().int().optional(),
  reason: z.enum(LIMIT_REASONS).optional(),
});

const tags = ['subscriptions'];

/** The subscription routes with their schemas (see contract.ts). */
export const subscriptionsContract = {
  subscriptionPlans: {
    ...r.subscriptionPlans,
    tags,
    description:
      'The plans, sorted by sortOrder (plans are data: migration 0012 seeds STARTER and BUSINESS).',
    response: PlansResponse,
  },
  subscriptionAccess: {
    ...r.subscriptionAccess,
    tags,
    description: "The shop's access: only an active subscription gives it; the block message per status.",
    response: AccessCheckResponse,
  },
  selectSubscriptionPlan: {
    ...r.selectSubscriptionPlan,
    tags,
    description:
      'Chooses a plan: without an active plan the subscription becomes pending_payment with it; while active, ' +
      'another plan is recorded as pendingPlan (the current one stays until its payment succeeds); the same ' +
      'active plan needs no payment.',
    body: SelectPlanRequest,
    response: SelectPlanResponse,
  },
  subscriptionPaymentIntent: {
    ...r.subscriptionPaymentIntent,
    tags,
    description:
      "A PaymentIntent of kind 'subscription' for the plan's price (from the database only). Confirm it like any " +
      'payment; its success activates the plan for one month.',
    body: PlanPaymentIntentRequest,
    response: PlanPaymentIntentResponse,
    status: 201,
  },
  syncSubscriptionUsage: {
    ...r.syncSubscriptionUsage,
    tags,
    description: 'Recounts the month from the records and answers the usage (as GET /subscriptions/usage).',
    response: UsageResponse,
  },
  subscriptionUsage: {
    ...r.subscriptionUsage,
    tags,
    description:
      "This calendar month's usage in the shop's time zone, counted from the records: appointments created " +
      '(not cancelled payment holds), emails and SMS recorded (not skipped), active barbers.',
    response: UsageResponse,
  },
  subscriptionReceipts: {
    ...r.subscriptionReceipts,
    tags,
    description: "The plan's payments, newest first.",
    response: ReceiptListResponse,
  },
  subscriptionReceipt: {
    ...r.subscriptionReceipt,
    tags,
    description: 'The receipt of a paid plan payment as a text file (filename, contentType, content).',
    params: IdParams,
    response: ReceiptFileResponse,
  },
  subscriptionAutoRenew: {
    ...r.subscriptionAutoRenew,
    tags,
    description:
      'Turns the renewal at the end of the period on or off. With Stripe, turning it on needs a card saved for ' +
      'off-session use by the last plan payment (made with autoRenew): otherwise 409 and nothing changes.',
    body: AutoRenewRequest,
    response: SubscriptionResponse,
  },
  appointmentLimitsCheck: {
    ...r.appointmentLimitsCheck,
    tags,
    description:
      "Whether the caller may book now: the shop's plan must be active and this month's appointments below the " +
      'limit (reasons MONTHLY_LIMIT_REACHED, NO_SUBSCRIPTION, SUBSCRIPTION_INACTIVE).',
    response: LimitCheckResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

import { resourceUsage, usageAlerts, type UsageResource } from '@barber/shared/domain/subscriptions/usage';
import type { CallAnswer } from '@barber/shared/contract/call';
import { reply } from '../../test-api';
import type { AccessState, Plan, SubscriptionInfo, Usage } from './subscription-api';

/** Fixtures of the subscription area's tests: the two seeded plans and the answers built from them. */
const feature = (name: string, included = true) => ({ name, description: '', included });

export const starterPlan: Plan = {
  _id: 'plan-starter',
  id: 'plan-starter',
  name: 'STARTER',
  displayName: 'Starter',
  description: 'Per un piccolo salone.',
  price: 29,
  currency: 'CHF',
  billingPeriod: 'monthly',
  icon: '✂️',
  sortOrder: 1,
  isRecommended: false,
  features: [
    feature('300 appuntamenti al mese'),
    feature('500 email al mese'),
    feature('100 SMS al mese'),
    feature('Fino a 3 barbieri'),
    feature('Negozio online'),
    feature('Statistiche avanzate', false),
    feature('Supporto prioritario', false),
  ],
  limits: { appointments: 300, emails: 500, sms: 100, barbers: 3 },
};

export const businessPlan: Plan = {
  ...starterPlan,
  _id: 'plan-business',
  id: 'plan-business',
  name: 'BUSINESS',
  displayName: 'Business',
  description: 'Per il salone con più barbieri.',
  price: 49,
  icon: '💈',
  sortOrder: 2,
  isRecommended: true,
  features: starterPlan.features.map((f) => ({ ...f, included: true })),
  limits: { appointments: 999999, emails: 5000, sms: 500, barbers: 10 },
};

export function makeSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    _id: 'sub-1',
    id: 'sub-1',
    status: 'active',
    plan: starterPlan,
    pendingPlan: null,
    startDate: '2026-11-01T09:00:00.000Z',
    endDate: '2026-12-01T09:00:00.000Z',
    nextBillingDate: '2026-12-01T09:00:00.000Z',
    currentPeriodStart: '2026-11-01T09:00:00.000Z',
    currentPeriodEnd: '2026-12-01T09:00:00.000Z',
    autoRenew: false,
    paymentMethod: 'stripe',
    hasSavedPaymentMethod: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeAccess(subscription: SubscriptionInfo | null = makeSubscription()): AccessState {
  const active = subscription?.status === 'active';
  return {
    hasAccess: active,
    blocked: !active && subscription?.status !== 'pending_payment',
    needsPayment: subscription?.status === 'pending_payment',
    subscription,
    message: active
      ? 'Abbonamento attivo'
      : subscription?.status === 'pending_payment'
        ? 'Completa il pagamento per attivare tutte le funzionalità'
        : 'Seleziona un piano per continuare',
  };
}

/** Usage of a STARTER shop with the given counts (the server's maths, from the shared domain). */
export function makeUsage(
  counts: Partial<Record<UsageResource, number>> = {},
  plan: Plan = starterPlan,
): Usage {
  const item = (resource: UsageResource) => resourceUsage(counts[resource] ?? 0, plan.limits[resource]);
  const usage = {
    appointments: item('appointments'),
    emails: item('emails'),
    sms: item('sms'),
    barbers: item('barbers'),
  };
  const alerts = usageAlerts(usage);
  return {
    ...usage,
    alerts,
    availableUpgrades:
      plan.name === 'STARTER'
        ? [{ name: 'BUSINESS', displayName: 'Business', price: 49, billingPeriod: 'monthly' }]
        : [],
    period: { start: '2026-10-31T23:00:00.000Z', end: '2026-11-30T22:59:59.999Z' },
    plan: {
      icon: plan.icon,
      displayName: plan.displayName,
      name: plan.name,
      price: plan.price,
      billingPeriod: plan.billingPeriod,
    },
    skippedMessages: { emails: 0, sms: 0 },
    subscription: makeSubscription({ plan }),
  };
}

// What the old stub answered 404 by default: the plans page works without the shop's details and the usage.
const notFound = reply(404, { success: false, code: 'NOT_FOUND', message: 'x' });
export const withoutShopAndUsage = { shopState: notFound, subscriptionUsage: notFound };

/** GET /stripe/config of a shop that takes plan payments by card only, in test mode or with real Stripe. */
export const cardOnlyPayments = (provider: 'test' | 'stripe' = 'test'): CallAnswer<'stripeConfig'> => ({
  publishableKey: provider === 'stripe' ? 'pk_test_real' : 'pk_test_offline',
  provider,
  testMode: true,
  onlinePayments: true,
  methods: ['stripe_card'],
  currency: 'CHF',
});

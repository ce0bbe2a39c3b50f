import { rappenToChf } from '@barber/shared/domain/money';
import { isPaid } from '@barber/shared/domain/payments/state-machine';
import {
  accessState,
  addMonthsClamped,
  monthPeriod,
  resourceUsage,
  usageAlerts,
  USAGE_RESOURCES,
  type ResourceUsage,
  type UsageAlert,
  type UsageResource,
} from '@barber/shared/domain/subscriptions/index';
import type { z } from 'zod';
import type {
  AccessCheckResponse,
  LimitCheckResponse,
  PlanPaymentIntentResponse,
  ReceiptFileResponse,
  SelectPlanRequest,
  SelectPlanResponse,
  Subscription,
  SubscriptionReceipt,
  UsageResponse,
} from '@barber/shared/contract/subscriptions';
import { formatRappen } from '@barber/shared/messages/format-it';
import { subscriptionTextsIt as t } from '@barber/shared/messages/subscriptions-it';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { answerTexts, opsTexts, type Language } from '../../infra/languages';
import { findUserById } from '../auth/index';
import { getShop } from '../shop/index';
import { ensureCustomer } from './customer';
import {
  newReference,
  openIntent,
  providerFailure,
  requireProvider,
  updatePayment,
  type PaymentRow,
  type PricedSubject,
} from '../payments/index';
import { checkLimit, limitOf, timeZoneIn } from './limits';
import { toPlanDto, toSubscriptionDto } from './dto';
import * as repo from './repo';

type Out<S extends z.ZodType> = z.input<S>;

/** The plans in the caller's language (the plans tab follows the page's). */
export async function plans(ctx: AppContext, lang: Language) {
  return { success: true as const, data: (await repo.listPlans(ctx.db)).map((plan) => toPlanDto(plan, lang)) };
}

/** The subscription as the API shows it, or null when the shop never chose a plan. */
export async function subscriptionDto(
  exec: Executor,
  row?: repo.SubscriptionRow,
): Promise<Subscription | null> {
  const sub = row ?? (await repo.findSubscription(exec));
  if (!sub) return null;
  const plan = await repo.findPlan(exec, sub.planId);
  const pending = sub.pendingPlanId ? ((await repo.findPlan(exec, sub.pendingPlanId)) ?? null) : null;
  return toSubscriptionDto(sub, plan!, pending);
}

export async function checkAccess(ctx: AppContext): Promise<Out<typeof AccessCheckResponse>> {
  const sub = await repo.findSubscription(ctx.db);
  const state = accessState(sub?.status);
  return {
    success: true,
    message: state.message,
    data: { ...state, subscription: await subscriptionDto(ctx.db, sub) },
  };
}

/**
 * Chooses a plan. Without an active plan the subscription takes it as pending_payment (created if none). While
 * active, the same plan needs nothing; another plan becomes pendingPlan: the shop keeps its current plan (and
 * access) until the new one is paid, and then the new plan starts a fresh month.
 */
export async function selectPlan(
  ctx: AppContext,
  body: z.output<typeof SelectPlanRequest>,
): Promise<Out<typeof SelectPlanResponse>> {
  return ctx.db.transaction(async (tx) => {
    const plan = await repo.findPlan(tx, body.planId);
    if (!plan || !plan.isActive) throw new AppError('PLAN_NOT_FOUND');
    const current = await repo.lockSubscription(tx);
    const now = ctx.now();
    let row: repo.SubscriptionRow;
    let needsPayment = true;
    let message: string = t.selected;
    if (!current) {
      row = await repo.insertSubscription(tx, {
        planId: plan.id,
        status: 'pending_payment',
        autoRenew: body.autoRenew,
        paymentMethod: 'stripe',
        updatedAt: now,
      });
    } else if (current.status === 'active') {
      const same = current.planId === plan.id;
      // Nothing to pay, so no card gets saved: on follows the toggle's rule (ADR 0017).
      if (same && body.autoRenew && !current.autoRenew) await assertCanTurnOn(ctx, tx, current);
      needsPayment = !same;
      message = same ? t.alreadyActive : t.changeSelected;
      // A change of plan waits for its payment, and so does its autoRenew: a change left unpaid must not turn
      // renewal on for a card that was never saved for off-session charges (applied in onPlanPaid).
      row = await repo.updateSubscription(
        tx,
        current.id,
        same
          ? { pendingPlanId: null, pendingAutoRenew: false, autoRenew: body.autoRenew, updatedAt: now }
          : { pendingPlanId: plan.id, pendingAutoRenew: body.autoRenew, updatedAt: now },
      );
    } else {
      row = await repo.updateSubscription(tx, current.id, {
        planId: plan.id,
        pendingPlanId: null,
        status: 'pending_payment',
        autoRenew: body.autoRenew,
        updatedAt: now,
      });
    }
    return {
      success: true,
      message,
      data: { needsPayment, subscription: (await subscriptionDto(tx, row))!, plan: toPlanDto(plan) },
    };
  });
}

/** The plan a payment of the subscription would buy now: the pending change while active, else its plan. */
function payablePlanId(sub: repo.SubscriptionRow): string | null {
  if (sub.status === 'active') return sub.pendingPlanId;
  return sub.planId;
}

function planSubject(plan: repo.PlanRow, sub: repo.SubscriptionRow, renewal: boolean): PricedSubject {
  return {
    kind: 'subscription',
    amountRappen: plan.priceRappen,
    description: renewal ? t.renewalDescription(plan.displayName) : t.paymentDescription(plan.displayName),
    details: {
      subscriptionId: sub.id,
      planId: plan.id,
      planName: plan.name,
      planDisplayName: plan.displayName,
      ...(renewal ? { renewal: true } : {}),
    },
    appointmentId: null,
    customerDetails: null,
  };
}

/** POST /subscription-payments/create-intent: the plan's price from its row only, kind 'subscription'. */
export async function createPlanIntent(
  ctx: AppContext,
  caller: AuthUser,
  body: { planId: string; subscriptionId: string },
): Promise<Out<typeof PlanPaymentIntentResponse>> {
  const provider = requireProvider(ctx);
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.lockSubscription(tx);
    if (!sub || sub.id !== body.subscriptionId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const plan = await repo.findPlan(tx, body.planId);
    if (!plan) throw new AppError('PLAN_NOT_FOUND');
    const payable = payablePlanId(sub);
    if (payable === null) throw new AppError('CONFLICT', t.planAlreadyPaid);
    if (payable !== plan.id) throw new AppError('CONFLICT', t.planMismatch);
    // autoRenew: the intent belongs to the shop's Customer and keeps the card for off-session renewals.
    let saveFor: { customerId: string; setupFutureUsage: 'off_session' } | undefined;
    // While a plan is active the payment buys the pending change, with the autoRenew chosen for it.
    const wantsRenewal = sub.status === 'active' ? sub.pendingAutoRenew : sub.autoRenew;
    if (wantsRenewal) {
      try {
        saveFor = { customerId: await ensureCustomer(provider, tx, sub), setupFutureUsage: 'off_session' };
      } catch (error) {
        throw providerFailure(error);
      }
    }
    const subject = planSubject(plan, sub, false);
    subject.details = { ...subject.details, autoRenew: wantsRenewal };
    // Recorded on the payment: the toggle turns autoRenew on later only after such a payment (ADR 0017).
    if (saveFor) subject.details = { ...subject.details, savesCard: true };
    const { row, clientSecret } = await openIntent(
      ctx,
      tx,
      subject,
      'stripe_card',
      caller,
      // The plan's receipt goes to the owner who pays, in their account's language (ADR 0071).
      (await findUserById(tx, caller.id))?.language ?? 'it',
      `subscription:${newReference()}`,
      saveFor,
    );
    return {
      success: true,
      data: {
        clientSecret,
        paymentIntentId: row.providerIntentId ?? '',
        paymentId: row.reference,
        amount: rappenToChf(row.amountRappen),
        currency: 'CHF',
        provider: provider.name,
        testMode: provider.name === 'test' || provider.publishableKey.startsWith('pk_test_'),
        subscriptionId: sub.id,
        planId: plan.id,
        setupFutureUsage: saveFor ? saveFor.setupFutureUsage : null,
      },
    };
  });
}

/**
 * The payments module's success path for kind 'subscription' (payments/settle.ts, through payment-subject.ts), in the
 * transaction that made the payment paid: the paid plan becomes active for one month from now (a renewal
 * continues from the end of the period instead), the card is kept for the renewal when one was used.
 */
export async function onPlanPaid(
  ctx: AppContext,
  tx: Executor,
  payment: PaymentRow,
): Promise<void> {
  const details = payment.details;
  const sub = await repo.lockSubscription(tx);
  if (!sub || details.subscriptionId !== sub.id || typeof details.planId !== 'string') return;
  const plan = await repo.findPlan(tx, details.planId);
  if (!plan) return;
  const timeZone = await timeZoneIn(tx);
  const now = ctx.now();
  const savedPaymentMethodId =
    typeof details.paymentMethodId === 'string' ? details.paymentMethodId : sub.savedPaymentMethodId;
  const recordPeriod = (start: Date, end: Date) =>
    updatePayment(tx, payment.id, {
      details: { ...details, periodStart: start.toISOString(), periodEnd: end.toISOString() },
    });
  if (details.renewal === true && sub.startDate && sub.currentPeriodEnd) {
    const months = monthsBetween(sub.startDate, sub.currentPeriodEnd, timeZone) + 1;
    const end = addMonthsClamped(sub.startDate, months, timeZone);
    await recordPeriod(sub.currentPeriodEnd, end);
    await repo.updateSubscription(tx, sub.id, {
      status: 'active',
      currentPeriodStart: sub.currentPeriodEnd,
      currentPeriodEnd: end,
      endDate: end,
      nextBillingDate: end,
      savedPaymentMethodId,
      updatedAt: now,
    });
    return;
  }
  const end = addMonthsClamped(now, 1, timeZone);
  await recordPeriod(now, end);
  await repo.updateSubscription(tx, sub.id, {
    status: 'active',
    planId: plan.id,
    pendingPlanId: sub.pendingPlanId === plan.id ? null : sub.pendingPlanId,
    // The renewal choice made with this payment (older payments did not record it: the row's stays).
    ...(typeof details.autoRenew === 'boolean' ? { autoRenew: details.autoRenew, pendingAutoRenew: false } : {}),
    startDate: now,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    endDate: end,
    nextBillingDate: end,
    savedPaymentMethodId,
    reminder7dFor: null,
    reminder1dFor: null,
    updatedAt: now,
  });
}

/** How many whole months after `anchor` `end` is (anchor + k months, clamped, equals end). */
export function monthsBetween(anchor: Date, end: Date, timeZone: string): number {
  let k = 0;
  while (k < 1200 && addMonthsClamped(anchor, k + 1, timeZone).getTime() <= end.getTime()) k += 1;
  return k;
}

async function usageOf(
  ctx: AppContext,
  exec: Executor,
  plan: repo.PlanRow,
  start: Date,
  end: Date,
): Promise<Record<UsageResource, ResourceUsage>> {
  const entries = await Promise.all(
    USAGE_RESOURCES.map(
      async (r) => [r, resourceUsage(await repo.countUsage(exec, r, start, end), limitOf(plan, r))] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<UsageResource, ResourceUsage>;
}

/**
 * A usage alert in the caller's language (ADR 0072): the Italian word for word the spec's (the domain's usageAlert),
 * the resource named as the plan-limit texts name it.
 */
function alertText(lang: Language, alert: UsageAlert, resources: Record<UsageResource, ResourceUsage>): string {
  const name = answerTexts[lang].planLimit.resources[alert.resource];
  const { percentage } = resources[alert.resource];
  return alert.type === 'error' ? opsTexts[lang].usage.over(name, percentage) : opsTexts[lang].usage.high(name, percentage);
}

/** GET /subscriptions/usage: this calendar month in the shop's time zone, counted from the records. */
export async function usage(ctx: AppContext, lang: Language = 'it'): Promise<Out<typeof UsageResponse>> {
  // One connection's worth of reads, in a transaction so the counts are one snapshot (and PGlite-safe).
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.findSubscription(tx);
    if (!sub || sub.status !== 'active') {
      return { success: true, message: accessState(sub?.status).message, data: null };
    }
    const plan = (await repo.findPlan(tx, sub.planId))!;
    const timeZone = await timeZoneIn(tx);
    const { start, end } = monthPeriod(ctx.now(), timeZone);
    const resources = await usageOf(ctx, tx, plan, start, end);
    const upgrades = (await repo.listPlans(tx)).filter((p) => p.priceRappen > plan.priceRappen);
    return {
      success: true,
      data: {
        ...resources,
        alerts: usageAlerts(resources).map((alert) => ({ ...alert, message: alertText(lang, alert, resources) })),
        availableUpgrades: upgrades.map((p) => ({
          name: p.name,
          displayName: p.displayName,
          price: rappenToChf(p.priceRappen),
          billingPeriod: p.billingPeriod,
        })),
        period: { start: start.toISOString(), end: new Date(end.getTime() - 1).toISOString() },
        plan: {
          icon: plan.icon,
          displayName: plan.displayName,
          name: plan.name,
          price: rappenToChf(plan.priceRappen),
          billingPeriod: plan.billingPeriod,
        },
        skippedMessages: {
          emails: await repo.countSkipped(tx, 'email', start, end),
          sms: await repo.countSkipped(tx, 'sms', start, end),
        },
        subscription: (await subscriptionDto(tx, sub))!,
      },
    };
  });
}

/** GET /appointments/limits/check: whether the caller may book now (the booking gate of 001 section 6). */
export async function limitsCheck(ctx: AppContext): Promise<Out<typeof LimitCheckResponse>> {
  const verdict = await ctx.db.transaction(async (tx) =>
    checkLimit(ctx, tx, 'appointments', await repo.findSubscription(tx)),
  );
  return { success: true, data: verdict };
}

/**
 * Whether Stripe can charge the saved card off-session: the shop's Stripe Customer, a saved card, and the last
 * paid plan payment either made with setup_future_usage 'off_session' (savesCard) or itself an off-session
 * renewal. A plan paid without autoRenew names a card that is not set up for off-session use.
 */
async function hasOffSessionCard(tx: Executor, sub: repo.SubscriptionRow): Promise<boolean> {
  if (!sub.providerCustomerId || sub.providerCustomerProvider !== 'stripe' || !sub.savedPaymentMethodId) {
    return false;
  }
  const last = (await repo.listPlanPayments(tx)).find((p) => isPaid(p.status));
  return last?.details.savesCard === true || last?.details.renewal === true;
}

/** With Stripe, autoRenew turns on only with a card saved for off-session use: else 409, nothing changes. */
async function assertCanTurnOn(ctx: AppContext, tx: Executor, sub: repo.SubscriptionRow): Promise<void> {
  if (ctx.payments?.name === 'stripe' && !(await hasOffSessionCard(tx, sub))) {
    throw new AppError('CONFLICT', t.autoRenewNeedsSavedCard);
  }
}

export async function setAutoRenew(ctx: AppContext, autoRenew: boolean) {
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.lockSubscription(tx);
    if (!sub) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    if (autoRenew && !sub.autoRenew) await assertCanTurnOn(ctx, tx, sub);
    const row = await repo.updateSubscription(tx, sub.id, { autoRenew, updatedAt: ctx.now() });
    return {
      success: true as const,
      message: autoRenew ? t.autoRenewOn : t.autoRenewOff,
      data: (await subscriptionDto(tx, row))!,
    };
  });
}

const METHOD_LABELS: Record<string, string> = { stripe_card: 'Carta', twint: 'TWINT', cash: 'Contanti' };

function toReceipt(row: PaymentRow): z.input<typeof SubscriptionReceipt> {
  const d = row.details;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    _id: row.id,
    reference: row.reference,
    planName: str(d.planName),
    planDisplayName: str(d.planDisplayName),
    amount: rappenToChf(row.amountRappen),
    currency: 'CHF',
    status: row.status,
    paymentMethod: row.method,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.completedAt ? row.completedAt.toISOString() : null,
    periodStart: typeof d.periodStart === 'string' ? d.periodStart : null,
    periodEnd: typeof d.periodEnd === 'string' ? d.periodEnd : null,
  };
}

export async function receipts(ctx: AppContext) {
  return { success: true as const, data: (await repo.listPlanPayments(ctx.db)).map(toReceipt) };
}

const longDate = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('it-CH', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(date);

/** A paid plan payment's receipt as a text file. */
export async function receiptFile(ctx: AppContext, id: string): Promise<Out<typeof ReceiptFileResponse>> {
  const row = (await repo.listPlanPayments(ctx.db)).find((p) => p.id === id);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  if (!isPaid(row.status)) throw new AppError('PAYMENT_NOT_FOUND', t.receiptNotPaid);
  const shop = await getShop(ctx.db);
  const timeZone = shop?.timeZone ?? 'Europe/Zurich';
  const receipt = toReceipt(row);
  const lines = [
    shop?.name ?? '',
    shop ? `${shop.address}, ${shop.postalCode} ${shop.city}` : '',
    '',
    'RICEVUTA DI PAGAMENTO',
    '',
    `Riferimento: ${row.reference}`,
    `Descrizione: ${row.description}`,
    `Piano: ${receipt.planDisplayName || receipt.planName}`,
    `Importo: ${formatRappen(row.amountRappen)}`,
    ...(row.refundedRappen > 0 ? [`Rimborsato: ${formatRappen(row.refundedRappen)}`] : []),
    `Metodo: ${METHOD_LABELS[row.method] ?? row.method}`,
    `Data: ${longDate(row.completedAt ?? row.createdAt, timeZone)}`,
    '',
  ];
  return {
    success: true,
    data: {
      filename: `ricevuta-${row.reference}.txt`,
      contentType: 'text/plain; charset=utf-8',
      content: lines.join('\n'),
    },
  };
}

export { planSubject };

import {
  ACCESS_MESSAGES,
  canUseOneMore,
  formatLimit,
  inactiveReason,
  limitReachedMessage,
  monthPeriod,
  RESOURCE_LABELS_IT,
  type LimitReason,
  type UsageResource,
} from '@barber/shared/domain/subscriptions/index';
import { subscriptionTextsIt } from '@barber/shared/messages/subscriptions-it';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { upgradeRequired } from '../../infra/errors';
import { answerTexts, inEveryLanguage } from '../../infra/languages';
import type { MessageChannel, MessageGate } from '../../infra/message-gate';
import { getShop, DEFAULT_TIME_ZONE, shopInfoIn } from '../shop/index';
import * as repo from './repo';

/** The shop's time zone read through the caller's executor (inside a transaction: never the cached reader). */
export async function timeZoneIn(exec: Executor): Promise<string> {
  return (await getShop(exec))?.timeZone ?? DEFAULT_TIME_ZONE;
}

export function limitOf(plan: repo.PlanRow, resource: UsageResource): number {
  switch (resource) {
    case 'appointments':
      return plan.limitAppointments;
    case 'emails':
      return plan.limitEmails;
    case 'sms':
      return plan.limitSms;
    case 'barbers':
      return plan.limitBarbers;
  }
}

export interface LimitVerdict {
  canCreate: boolean;
  reason: LimitReason | null;
  message: string | null;
  current: number | null;
  limit: number | null;
}

/** Whether one more `resource` may be created now (no lock: the enforcing call takes it). */
export async function checkLimit(
  ctx: AppContext,
  exec: Executor,
  resource: UsageResource,
  subscription: repo.SubscriptionRow | undefined,
): Promise<LimitVerdict> {
  if (!subscription || subscription.status !== 'active') {
    const { reason, message } = inactiveReason(subscription?.status);
    return { canCreate: false, reason, message, current: null, limit: null };
  }
  const plan = await repo.findPlan(exec, subscription.planId);
  if (!plan)
    return { canCreate: false, reason: 'ERROR', message: ACCESS_MESSAGES.error, current: null, limit: null };
  const { start, end } = monthPeriod(ctx.now(), await timeZoneIn(exec));
  const current = await repo.countUsage(exec, resource, start, end);
  const limit = limitOf(plan, resource);
  if (canUseOneMore(current, limit)) return { canCreate: true, reason: null, message: null, current, limit };
  return {
    canCreate: false,
    reason: 'MONTHLY_LIMIT_REACHED',
    message: limitReachedMessage(resource, current, limit),
    current,
    limit,
  };
}

/**
 * Inside the creating transaction, before the insert: locks the subscription row (FOR UPDATE), counts and refuses
 * at the limit with 403 upgradeRequired, so concurrent creations at limit - 1 let exactly one through.
 * Every caller takes this lock before any other row lock of its own (the barber row), so lock order is fixed.
 */
export async function enforceLimit(ctx: AppContext, tx: Executor, resource: UsageResource): Promise<void> {
  const subscription = await repo.lockSubscription(tx);
  const verdict = await checkLimit(ctx, tx, resource, subscription);
  if (verdict.canCreate) return;
  if (verdict.reason === 'MONTHLY_LIMIT_REACHED') {
    // Said again in every language (ADR 0066): the Italian is limitReachedMessage's, word for word.
    const message = inEveryLanguage(answerTexts, (t) =>
      t.planLimit.reached(t.planLimit.resources[resource], verdict.current ?? 0, formatLimit(verdict.limit)),
    );
    throw upgradeRequired('PLAN_LIMIT_REACHED', message, {
      resource,
      current: verdict.current,
      limit: verdict.limit,
      reason: verdict.reason,
    });
  }
  throw upgradeRequired('SUBSCRIPTION_REQUIRED', verdict.message!, { reason: verdict.reason });
}

/**
 * Security emails (password reset and change) and the plan's own notices always go out, so an admin over the
 * email limit can still log in and renew; they are recorded and counted like any other (ADR 0017).
 */
export function isExemptMessage(kind: string): boolean {
  return (
    kind === 'password-reset' ||
    kind === 'email-confirmation' ||
    kind === 'password-changed' ||
    kind === 'admin-password-reset' ||
    kind.startsWith('subscription-')
  );
}

const channelResource = (channel: MessageChannel): UsageResource => (channel === 'email' ? 'emails' : 'sms');

/**
 * The plan's gate of every email and SMS (infra/message-gate.ts): refused without an active plan or at the monthly
 * limit, with the reason stored on the skipped message. It takes no lock (senders run inside other work, e.g. a
 * guest booking holding the barber lock, and must not wait on the subscription row): concurrent senders can pass
 * the limit by at most their number; appointments and barbers are the strict limits.
 */
export function planMessageGate(ctx: AppContext): MessageGate {
  return async (exec, channel, kind) => {
    if (isExemptMessage(kind)) return { allowed: true };
    // One statement (subscription, plan and the month's count); the month in the shop's zone as cached.
    const timeZone = (await shopInfoIn(ctx, exec))?.timeZone ?? DEFAULT_TIME_ZONE;
    const { start, end } = monthPeriod(ctx.now(), timeZone);
    const found = await repo.messageAllowance(exec, channel, start, end);
    if (!found || found.subscription.status !== 'active') {
      return { allowed: false, reason: subscriptionTextsIt.notSentInactive(ACCESS_MESSAGES.inactive) };
    }
    const resource = channelResource(channel);
    if (!found.plan) return { allowed: false, reason: subscriptionTextsIt.notSentInactive(ACCESS_MESSAGES.error) };
    const limit = limitOf(found.plan, resource);
    if (canUseOneMore(found.used, limit)) return { allowed: true };
    return {
      allowed: false,
      // Stored in Italian like every record; written by the catalogue, so a reader can be told it in their language.
      reason: subscriptionTextsIt.notSentLimit(RESOURCE_LABELS_IT[resource], found.used, formatLimit(limit)),
    };
  };
}

/** The route gate (RouteAddress.plan 'active'): the locked admin areas need an active subscription. */
export async function assertPlanActive(exec: Executor): Promise<void> {
  const subscription = await repo.findSubscription(exec);
  if (subscription?.status === 'active') return;
  const { reason } = inactiveReason(subscription?.status);
  throw upgradeRequired('SUBSCRIPTION_REQUIRED', ACCESS_MESSAGES.locked, { reason });
}

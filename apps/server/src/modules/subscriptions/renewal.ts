import { and, eq } from 'drizzle-orm';
import { daysUntil } from '@barber/shared/domain/subscriptions/index';
import { subscriptionTextsIt as t } from '@barber/shared/messages/subscriptions-it';
import { formatRappen } from '@barber/shared/messages/format-it';
import { isPaid } from '@barber/shared/domain/payments/state-machine';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../infra/context';
import { intentChange } from '../../infra/payments/provider';
import { newReference, openIntent } from '../payments/intent-service';
import * as paymentsRepo from '../payments/repo';
import { applyChange, notify } from '../payments/state';
import { timeZoneIn } from './limits';
import { planSubject } from './service';
import * as repo from './repo';

export const RENEW_JOB = 'subscriptions.renew';
/** How often the end of the period and the reminders are looked at (one occurrence across instances). */
export const RENEW_EVERY_MS = 5 * 60 * 1000;

const dateIt = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('it-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);

async function adminEmails(exec: Executor): Promise<string[]> {
  const rows = await exec
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

async function tellAdmins(ctx: AppContext, tx: Executor, kind: string, subject: string, text: string) {
  for (const to of await adminEmails(tx)) await ctx.mailer.queue(tx, { to, kind, subject, text });
}

export interface RenewalOutcome {
  reminders: number;
  renewed: boolean;
  expired: boolean;
}

/**
 * One pass (the recurring job, or a test): the reminder 7 days and 1 day before the end (once each per period,
 * recorded on the row), and at the end either a renewal charged with the saved card (autoRenew) or expiry. The
 * subscription row is locked for the whole pass, so two instances never charge twice; a payment that succeeds
 * extends the period in the payments module's success path (onPlanPaid).
 */
export async function runRenewals(ctx: AppContext): Promise<RenewalOutcome> {
  const outcome: RenewalOutcome = { reminders: 0, renewed: false, expired: false };
  const applied = await ctx.db.transaction(async (tx) => {
    const sub = await repo.lockSubscription(tx);
    if (!sub || sub.status !== 'active' || !sub.currentPeriodEnd) return null;
    const now = ctx.now();
    const end = sub.currentPeriodEnd;
    const plan = (await repo.findPlan(tx, sub.planId))!;
    const timeZone = await timeZoneIn(tx);
    const renewing = sub.autoRenew && sub.savedPaymentMethodId !== null && ctx.payments !== null;
    if (now < end) {
      const days = daysUntil(now, end);
      const due =
        days <= 1 && sub.reminder1dFor?.getTime() !== end.getTime()
          ? ('1d' as const)
          : days <= 7 && days > 1 && sub.reminder7dFor?.getTime() !== end.getTime()
            ? ('7d' as const)
            : null;
      if (!due) return null;
      const what = renewing
        ? `Il tuo piano ${plan.displayName} verrà rinnovato automaticamente il ${dateIt(end, timeZone)} (${formatRappen(plan.priceRappen)}).`
        : `Il tuo piano ${plan.displayName} termina il ${dateIt(end, timeZone)}. Rinnovalo per non perdere l'accesso alla dashboard.`;
      await tellAdmins(ctx, tx, `subscription-reminder-${due}`, t.reminderSubject(days), what);
      await repo.updateSubscription(
        tx,
        sub.id,
        due === '1d' ? { reminder1dFor: end } : { reminder7dFor: end },
      );
      outcome.reminders += 1;
      return null;
    }
    if (renewing) {
      const { row } = await openIntent(
        ctx,
        tx,
        planSubject(plan, sub, true),
        'stripe_card',
        null,
        `subscription-renewal:${sub.id}:${end.toISOString()}:${newReference()}`,
      );
      let intent;
      try {
        intent = await ctx.payments!.confirm(row.providerIntentId!, sub.savedPaymentMethodId!);
      } catch (error) {
        ctx.log.warn({ err: error }, 'subscription renewal not charged');
        intent = null;
      }
      if (intent) {
        const locked = await paymentsRepo.findPaymentForUpdate(tx, row.id);
        const result = await applyChange(ctx, tx, locked!, intentChange(intent, now.getTime()));
        if (isPaid(result.row.status)) {
          outcome.renewed = true;
          await tellAdmins(
            ctx,
            tx,
            'subscription-renewed',
            t.renewedSubject,
            `Il tuo piano ${plan.displayName} è stato rinnovato: ${formatRappen(plan.priceRappen)} addebitati.`,
          );
          return result;
        }
      }
    }
    await repo.updateSubscription(tx, sub.id, { status: 'expired', nextBillingDate: null, updatedAt: now });
    outcome.expired = true;
    await tellAdmins(
      ctx,
      tx,
      'subscription-expired',
      t.expiredSubject,
      `Il tuo piano ${plan.displayName} è scaduto il ${dateIt(end, timeZone)}. Seleziona un piano per riattivare la dashboard.`,
    );
    return null;
  });
  if (applied) notify(ctx, applied, 'confirm');
  if (outcome.reminders || outcome.renewed || outcome.expired) ctx.jobs.kick();
  return outcome;
}

export function scheduleRenewals(ctx: AppContext) {
  ctx.jobs.register(RENEW_JOB, async () => {
    await runRenewals(ctx);
  });
  ctx.jobs.every(RENEW_JOB, RENEW_EVERY_MS);
}

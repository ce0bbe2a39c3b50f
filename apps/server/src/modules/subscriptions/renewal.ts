import { accessState, daysUntil } from '@barber/shared/domain/subscriptions/index';
import { declineMessage } from '@barber/shared/messages/payments-it';
import { formatRappen } from '@barber/shared/messages/format-it';
import type { Language } from '@barber/shared/messages/languages';
import type { Catalogue } from '@barber/shared/messages/catalogue';
import { planMailTextsIt, type PlanMailTexts } from '@barber/shared/messages/plan-mail-it';
import { planMailTextsDe } from '@barber/shared/messages/plan-mail-de';
import { planMailTextsEn } from '@barber/shared/messages/plan-mail-en';
import { planMailTextsFr } from '@barber/shared/messages/plan-mail-fr';
import { isPaid } from '@barber/shared/domain/payments/state-machine';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { activeAdminContacts } from '../users/index';
import { subscriptionTexts, translate } from '../../infra/languages';
import { RetryLaterError } from '../../infra/jobs';
import {
  AUTHENTICATION_REQUIRED,
  PaymentProviderError,
  intentChange,
  type ProviderIntent,
} from '../../infra/payments/provider';
import { notificationSettings, renderEmail } from '../notifications/index';
import {
  applyChange,
  findByIntentForUpdate,
  insertPayment,
  newReference,
  notify,
  UNTOUCHED,
  type AppliedChange,
} from '../payments/index';
import { ensureCustomer } from './customer';
import { timeZoneIn } from './limits';
import { planSubject } from './service';
import * as repo from './repo';

export const RENEW_JOB = 'subscriptions.renew';
/** How often the end of the period and the reminders are looked at (one occurrence across instances). */
export const RENEW_EVERY_MS = 5 * 60 * 1000;

const PLAN_MAIL: Record<Language, Catalogue<PlanMailTexts>> = {
  it: planMailTextsIt,
  de: planMailTextsDe,
  fr: planMailTextsFr,
  en: planMailTextsEn,
};
const LOCALES: Record<Language, string> = { it: 'it-CH', de: 'de-CH', fr: 'fr-CH', en: 'en-CH' };

/** "28 febbraio 2027", "28. Februar 2027": a day on the shop's clock in the language's words. */
const dayIn = (lang: Language, d: Date, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);

/** A plan email's subject and paragraphs, written in one language. */
type PlanNotice = (lang: Language) => { subject: string; text: string };

/**
 * The owner's notice, text and HTML through the notifications layout (ADR 0019), signed with the shop, written for
 * each admin in their account's language (ADR 0071): the plan is the owner's business, not the customers'.
 */
async function tellAdmins(ctx: AppContext, tx: Executor, kind: string, notice: PlanNotice) {
  const { shop } = await notificationSettings(tx);
  for (const admin of await activeAdminContacts(tx)) {
    const { subject, text } = notice(admin.language);
    const intro = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
    const body = renderEmail(shop, { greeting: '', intro }, admin.language);
    await ctx.mailer.queue(tx, { to: admin.email, kind, subject, ...body });
  }
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
      await tellAdmins(ctx, tx, `subscription-reminder-${due}`, (lang) => ({
        subject: subscriptionTexts[lang].reminderSubject(days),
        text: renewing
          ? PLAN_MAIL[lang].renewsOn(plan.displayName, dayIn(lang, end, timeZone), formatRappen(plan.priceRappen))
          : PLAN_MAIL[lang].endsOn(plan.displayName, dayIn(lang, end, timeZone)),
      }));
      await repo.updateSubscription(
        tx,
        sub.id,
        due === '1d' ? { reminder1dFor: end } : { reminder7dFor: end },
      );
      outcome.reminders += 1;
      return null;
    }
    if (renewing) {
      const charge = await chargeRenewal(ctx, tx, sub, plan, end);
      if (charge.kind === 'paid') {
        outcome.renewed = true;
        await tellAdmins(ctx, tx, 'subscription-renewed', (lang) => ({
          subject: subscriptionTexts[lang].renewedSubject,
          text: PLAN_MAIL[lang].renewed(plan.displayName, formatRappen(plan.priceRappen)),
        }));
        return charge.applied;
      }
      // Still being processed: the webhook (or the next pass, which replays the same intent) decides.
      if (charge.kind === 'processing') return charge.applied;
      await repo.updateSubscription(tx, sub.id, { status: 'expired', nextBillingDate: null, updatedAt: now });
      outcome.expired = true;
      const code = charge.code;
      await tellAdmins(ctx, tx, 'subscription-renewal-failed', (lang) => ({
        subject: PLAN_MAIL[lang].failedSubject,
        text: renewalFailedText(lang, plan.displayName, formatRappen(plan.priceRappen), code),
      }));
      return charge.applied;
    }
    await repo.updateSubscription(tx, sub.id, { status: 'expired', nextBillingDate: null, updatedAt: now });
    outcome.expired = true;
    await tellAdmins(ctx, tx, 'subscription-expired', (lang) => ({
      subject: subscriptionTexts[lang].expiredSubject,
      text: PLAN_MAIL[lang].expiredOn(plan.displayName, dayIn(lang, end, timeZone)),
    }));
    return null;
  });
  if (applied) notify(ctx, applied, 'confirm');
  if (outcome.reminders || outcome.renewed || outcome.expired) ctx.jobs.kick();
  return outcome;
}

/**
 * The admins' email when the saved card was not charged: why, and the spec's message for the expired plan, in
 * `lang` (the decline and the spec's message by their Italian text, as the API says them, ADR 0061).
 */
function renewalFailedText(lang: Language, plan: string, price: string, code: string | null): string {
  const texts = PLAN_MAIL[lang];
  const why =
    code === AUTHENTICATION_REQUIRED
      ? texts.needsAuthentication
      : code === null
        ? texts.methodUnusable
        : translate(lang, declineMessage(code));
  return [texts.failed(plan, price, why), texts.payAgain(translate(lang, accessState('expired').message))].join('\n');
}

type RenewalCharge =
  | { kind: 'paid'; applied: AppliedChange }
  | { kind: 'processing'; applied: AppliedChange }
  | { kind: 'refused'; applied: AppliedChange | null; code: string | null };

/**
 * The renewal's charge (ADR 0017): the saved card, charged off-session on the shop's Customer in one call
 * (create + confirm). The provider's idempotency key is the subscription and the period's end, so a pass that
 * runs again (another instance, a retry after a lost answer or a rolled-back transaction) finds the same intent
 * and never charges twice. A decline or a bank asking for authentication is an answer (refused, with Stripe's
 * code); a saved method the provider no longer accepts is refused too (code null); a provider that cannot be
 * reached postpones the pass (RetryLaterError: the transaction rolls back, the plan stays active, the recurring
 * job tries again at its next occurrence).
 */
async function chargeRenewal(
  ctx: AppContext,
  tx: Executor,
  sub: repo.SubscriptionRow,
  plan: repo.PlanRow,
  end: Date,
): Promise<RenewalCharge> {
  const provider = ctx.payments!;
  const subject = planSubject(plan, sub, true);
  let intent: ProviderIntent;
  try {
    const customerId = await ensureCustomer(provider, tx, sub);
    intent = await provider.chargeOffSession({
      amountRappen: subject.amountRappen,
      currency: 'CHF',
      customerId,
      paymentMethodId: sub.savedPaymentMethodId!,
      // Nothing random here: a replay under the same key must send the same parameters.
      metadata: { kind: 'subscription', subscriptionId: sub.id, periodEnd: end.toISOString() },
      description: subject.description,
      idempotencyKey: `subscription-renewal:${sub.id}:${end.toISOString()}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'unavailable') {
      ctx.log.warn({ err: error }, 'subscription renewal postponed: payment provider unavailable');
      throw new RetryLaterError(
        'Rinnovo rimandato: il fornitore dei pagamenti non risponde.',
        RENEW_EVERY_MS,
      );
    }
    ctx.log.warn({ err: error }, 'subscription renewal refused by the payment provider');
    return { kind: 'refused', applied: null, code: null };
  }
  const known = await findByIntentForUpdate(tx, intent.id);
  const row =
    known ??
    (await insertPayment(tx, {
      reference: newReference(),
      kind: 'subscription',
      amountRappen: intent.amountRappen,
      method: 'stripe_card',
      provider: provider.name,
      providerIntentId: intent.id,
      status: 'requires_payment_method',
      statusAt: UNTOUCHED,
      appointmentId: null,
      userId: null,
      customerDetails: null,
      details: { ...subject.details, paymentMethodId: sub.savedPaymentMethodId },
      description: subject.description,
      expiresAt: null,
    }));
  const applied = await applyChange(ctx, tx, row, intentChange(intent, ctx.now().getTime()));
  if (isPaid(applied.row.status)) return { kind: 'paid', applied };
  if (intent.status === 'processing') return { kind: 'processing', applied };
  const code =
    intent.status === 'requires_action'
      ? AUTHENTICATION_REQUIRED
      : (intent.lastErrorCode ?? 'generic_decline');
  return { kind: 'refused', applied, code };
}

export function scheduleRenewals(ctx: AppContext) {
  ctx.jobs.register(RENEW_JOB, async () => {
    await runRenewals(ctx);
  });
  ctx.jobs.every(RENEW_JOB, RENEW_EVERY_MS);
}

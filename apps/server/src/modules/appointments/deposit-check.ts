import { decideDeposit, reliabilityOf, type DepositDecision } from '@barber/shared/domain/deposits';
import { rappenToChf } from '@barber/shared/domain/money';
import { utcToZoned, weekdayOf } from '@barber/shared/domain/zoned-time';
import type { Language } from '@barber/shared/messages/languages';
import type { Executor } from '../../db/client';
import { AppError } from '../../infra/errors';
import { depositTexts } from '../../infra/languages';
import { bookingOf, depositPolicyIn, getShop } from '../shop/index';
import { customerHistory, type CustomerIdentity } from './repo';

export type DepositNeed = Extract<DepositDecision, { required: true }> & {
  /** Why, in the customer's language, for the customer. */
  reasonText: string;
  /** The forfeit terms the customer accepts when paying, in their language (the text stored with the booking). */
  terms: string;
};

/**
 * Whether this customer's new booking needs a deposit (ADR 0064): the owner's policy, their history (no-shows and
 * late cancellations of the last 12 months, completed visits ever) and the time booked, shop-local. Read inside the
 * booking's transaction. The reason and the terms are written in the booking's language (the request's, ADR 0071).
 */
export async function depositNeed(
  tx: Executor,
  input: { who: CustomerIdentity; priceRappen: number; startsAt: Date; timeZone: string; now: Date; language: Language },
): Promise<DepositNeed | null> {
  const policy = await depositPolicyIn(tx);
  if (!policy.enabled) return null;
  const shop = await getShop(tx);
  const noticeHours = shop ? bookingOf(shop).changeNoticeHours : 24;
  const reliability = reliabilityOf(await customerHistory(tx, input.who), input.now, noticeHours);
  const local = utcToZoned(input.startsAt, input.timeZone);
  const decision = decideDeposit({
    policy,
    reliability,
    priceRappen: input.priceRappen,
    weekday: weekdayOf(local.date),
    time: local.time,
  });
  if (!decision.required) return null;
  const misses = reliability.noShows + reliability.lateCancellations;
  const texts = depositTexts[input.language];
  return {
    ...decision,
    reasonText:
      decision.reason === 'missed'
        ? texts.missedReason(misses, decision.amountRappen)
        : texts.firstTimePeakReason(decision.amountRappen),
    terms: texts.terms(decision.amountRappen, noticeHours),
  };
}

/** 402 DEPOSIT_REQUIRED with what the customer needs to pay it: the amount (CHF), the reason and the terms. */
export function depositRequired(need: DepositNeed): AppError {
  return new AppError('DEPOSIT_REQUIRED', undefined, undefined, {
    deposit: { amount: rappenToChf(need.amountRappen), reason: need.reason, reasonText: need.reasonText, terms: need.terms },
  });
}

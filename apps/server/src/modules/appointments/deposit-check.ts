import { decideDeposit, reliabilityOf, type DepositDecision } from '@barber/shared/domain/deposits';
import { rappenToChf } from '@barber/shared/domain/money';
import { utcToZoned, weekdayOf } from '@barber/shared/domain/zoned-time';
import { depositTextsIt } from '@barber/shared/messages/deposits-it';
import type { Executor } from '../../db/client';
import { AppError } from '../../infra/errors';
import { bookingOf, depositPolicyIn, getShop } from '../shop/index';
import { customerHistory, type CustomerIdentity } from './repo';

export type DepositNeed = Extract<DepositDecision, { required: true }> & {
  /** Why, in Italian, for the customer. */
  reasonText: string;
  /** The forfeit terms the customer accepts when paying. */
  terms: string;
};

/**
 * Whether this customer's new booking needs a deposit (ADR 0064): the owner's policy, their history (no-shows and
 * late cancellations of the last 12 months, completed visits ever) and the time booked, shop-local. Read inside the
 * booking's transaction.
 */
export async function depositNeed(
  tx: Executor,
  input: { who: CustomerIdentity; priceRappen: number; startsAt: Date; timeZone: string; now: Date },
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
  return {
    ...decision,
    reasonText:
      decision.reason === 'missed'
        ? depositTextsIt.missedReason(misses, decision.amountRappen)
        : depositTextsIt.firstTimePeakReason(decision.amountRappen),
    terms: depositTextsIt.terms(decision.amountRappen, noticeHours),
  };
}

/** 402 DEPOSIT_REQUIRED with what the customer needs to pay it: the amount (CHF), the reason and the terms. */
export function depositRequired(need: DepositNeed): AppError {
  return new AppError('DEPOSIT_REQUIRED', undefined, undefined, {
    deposit: { amount: rappenToChf(need.amountRappen), reason: need.reason, reasonText: need.reasonText, terms: need.terms },
  });
}

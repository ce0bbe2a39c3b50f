import type { HistoryEntry } from '@barber/shared/domain/deposits';
import { CUSTOMERS, FILL, SERIES, SERVICES } from './assumptions';
import { DAY, toDate } from './calendar';
import type { Random } from './random';

/** A customer of the simulated shop: their rhythm, how reliable they are, and the history the deposit rule reads. */
export interface Customer {
  id: number;
  regular: boolean;
  intervalDays: number;
  serviceMinutes: number;
  noShow: number;
  lateCancel: number;
  /** Minute of their last completed visit (negative: before the month). */
  lastVisit: number;
  history: HistoryEntry[];
  /** Their booked visits still to come. */
  upcoming: { start: number; holds: boolean }[];
  unsubscribed: boolean;
  seriesAdopter: boolean;
  /** Offers of freed times received, per week number. */
  offersByWeek: Map<number, number>;
}

let nextId = 1;

function newCustomer(random: Random, regular: boolean): Customer {
  const kind = random.chance(CUSTOMERS.reliable.share) ? CUSTOMERS.reliable : CUSTOMERS.unreliable;
  const intervalDays = random.pick(CUSTOMERS.intervalWeeks) * 7;
  return {
    id: nextId++,
    regular,
    intervalDays,
    serviceMinutes: random.weighted(SERVICES).minutes,
    noShow: kind.noShow,
    lateCancel: kind.lateCancel,
    lastVisit: -random.between(1, intervalDays) * DAY,
    history: [],
    upcoming: [],
    unsubscribed: random.chance(FILL.unsubscribed),
    seriesAdopter: random.chance(SERIES.adopters),
    offersByWeek: new Map(),
  };
}

/**
 * The regulars, each with a year of history before the month drawn from their own reliability: visits at their
 * interval, some missed and some cancelled late, as the shop's database would hold them.
 */
export function regulars(random: Random): Customer[] {
  return Array.from({ length: CUSTOMERS.regulars }, () => {
    const customer = newCustomer(random, true);
    for (let at = customer.lastVisit; at > -365 * DAY; at -= customer.intervalDays * DAY) {
      const r = random.next();
      const startsAt = toDate(at + 10 * 60);
      if (r < customer.lateCancel) {
        customer.history.push({ status: 'cancelled', startsAt, cancelledBy: 'customer', statusChangedAt: toDate(at + 5 * 60) });
      } else if (r < customer.lateCancel + customer.noShow) {
        customer.history.push({ status: 'no_show', startsAt, cancelledBy: null, statusChangedAt: startsAt });
      } else {
        customer.history.push({ status: 'completed', startsAt, cancelledBy: null, statusChangedAt: startsAt });
      }
    }
    return customer;
  });
}

/** A first-time visitor: no history, so the deposit rule may ask them at peak hours only. */
export const newcomer = (random: Random): Customer => newCustomer(random, false);

export const hasUpcoming = (customer: Customer, now: number): boolean =>
  customer.upcoming.some((visit) => visit.holds && visit.start > now);

/** Due: their usual interval has passed since the last visit, and nothing is booked. */
export const isDue = (customer: Customer, now: number): boolean =>
  customer.regular && !hasUpcoming(customer, now) && customer.lastVisit + customer.intervalDays * DAY <= now;

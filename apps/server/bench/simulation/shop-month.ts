import { DEFAULT_DEPOSIT_POLICY, decideDeposit, reliabilityOf, type DepositPolicy } from '@barber/shared/domain/deposits';
import { CUSTOMERS, DEPOSITS, FILL, FREED_TIME, SERIES, SHOP } from './assumptions';
import { Chairs, DAY, dayOf, isOpenDay, minuteOfDay, timeText, toDate, weekdayOf, type ChairTime } from './calendar';
import { hasUpcoming, isDue, newcomer, regulars, type Customer } from './customers';
import { streams } from './random';
import { WalkInDoor } from './walk-in-door';

/** The features of issue 29 a run has switched on; the waiting list (built before) works in every run. */
export interface Features {
  walkInQueue: boolean;
  deposits: boolean;
  fill: boolean;
  series: boolean;
}

export interface MonthFigures {
  capacityHours: number;
  bookedHours: number;
  idleHours: number;
  noShowHours: number;
  lateCancelHours: number;
  refilledHours: number;
  walkInsServed: number;
  walkInsTurnedAway: number;
  bookingsLost: number;
  depositsAsked: number;
}

type Fate = { kind: 'attends' } | { kind: 'no_show' } | { kind: 'late_cancel'; at: number };

interface Appointment extends ChairTime {
  customer: Customer | null;
  fate: Fate;
}

/**
 * The shop runs eight weeks with the same features before the month that is measured: its calendar is then as full
 * as any month's, and a series or a customer's missed visits have had time to shape it.
 */
const WARM_UP_DAYS = 56;
const MONTH_DAYS = SHOP.weeks * 7;
const SLOT_STEP = 15;
const POLICY: DepositPolicy = { ...DEFAULT_DEPOSIT_POLICY, enabled: true, threshold: DEPOSITS.threshold, fixedRappen: DEPOSITS.fixedRappen };
const PRICE_RAPPEN = 4000;

/**
 * One month of a three-barber shop, minute by minute: regulars book when their rhythm says so, newcomers book,
 * walk-ins come to the door, appointments are kept, missed or cancelled late, and freed times are taken again or
 * stay empty. The product's own rules decide where they are its rules: the deposit (decideDeposit over the
 * customer's history) and, at the door, the walk-in queue's estimate (estimateWalkInQueue, in WalkInDoor).
 */
export function simulateMonth(features: Features, seed: number): MonthFigures {
  const random = streams(seed);
  const chairs = new Chairs();
  const events = new Map<number, (() => void)[]>();
  /** The simulated now: every handler reads the time from here. */
  let clock = -WARM_UP_DAYS * DAY;
  const at = (minute: number, run: () => void) => {
    if (minute <= clock) throw new Error(`An event at ${minute} was planned at ${clock}, in the past`);
    const list = events.get(minute) ?? [];
    list.push(run);
    events.set(minute, list);
  };
  const inMonth = (minute: number) => minute >= 0 && minute < MONTH_DAYS * DAY;
  const hours = (minutes: number) => minutes / 60;
  const figures: MonthFigures = {
    capacityHours: 0, bookedHours: 0, idleHours: 0, noShowHours: 0, lateCancelHours: 0, refilledHours: 0,
    walkInsServed: 0, walkInsTurnedAway: 0, bookingsLost: 0, depositsAsked: 0,
  };
  const people = regulars(random.customers);
  const door = new WalkInDoor(chairs, features.walkInQueue, random.walkIns, (time) => {
    if (inMonth(time.start)) {
      figures.walkInsServed++;
      figures.bookedHours += hours(time.end - time.start);
    }
  });

  /** The best free start on `day` for `minutes`, nearest the wanted time; any barber. */
  const freeSlot = (day: number, minutes: number, wanted: number) => {
    const now = clock;
    let best: { barber: number; start: number; distance: number } | null = null;
    if (!isOpenDay(day)) return null;
    for (let m = SHOP.opensAt; m + minutes <= SHOP.closesAt; m += SLOT_STEP) {
      const start = day * DAY + m;
      if (start <= now) continue;
      for (let barber = 0; barber < SHOP.barbers; barber++) {
        const distance = Math.abs(m - wanted);
        if ((!best || distance < best.distance) && chairs.isFree(barber, start, start + minutes)) best = { barber, start, distance };
      }
    }
    return best;
  };

  const drawFate = (customer: Customer, start: number, deposit: boolean): Fate => {
    const late = customer.lateCancel * (deposit ? DEPOSITS.lateCancelFactor : 1);
    const noShow = customer.noShow * (deposit ? DEPOSITS.noShowFactor : 1);
    const r = random.fates.next();
    if (r < late) {
      const before = random.fates.between(FREED_TIME.lateCancelHoursBefore[0] * 60, FREED_TIME.lateCancelHoursBefore[1] * 60);
      return { kind: 'late_cancel', at: Math.max(clock + 1, start - before) };
    }
    return r < late + noShow ? { kind: 'no_show' } : { kind: 'attends' };
  };

  const book = (customer: Customer | null, barber: number, start: number, minutes: number, deposit = false) => {
    const fate: Fate = customer ? drawFate(customer, start, deposit) : { kind: 'attends' };
    const appointment = chairs.take<Appointment>({ barber, start, end: start + minutes, holds: true, customer, fate });
    customer?.upcoming.push(appointment);
    if (fate.kind === 'late_cancel') at(fate.at, () => cancelLate(appointment));
    else if (fate.kind === 'no_show') at(start + FREED_TIME.noShowGraceMinutes, () => missed(appointment));
    else at(appointment.end, () => served(appointment));
    return appointment;
  };

  /** The customer's next booking request: after their interval, and after putting it off for a while. */
  const planNextRequest = (customer: Customer) => {
    if (!customer.regular || hasUpcoming(customer, clock)) return;
    const due = customer.lastVisit + customer.intervalDays * DAY;
    const day = dayOf(Math.max(clock, due)) + Math.round(random.bookings.exponential(CUSTOMERS.procrastinationMeanDays));
    at(Math.max(clock + 1, day * DAY + random.bookings.between(8 * 60, 21 * 60)), () => request(customer));
  };

  /** Asks again later: after a missed or cancelled visit, or when no time was free. */
  const requestAgain = (customer: Customer, days: number) => at(clock + days * DAY, () => request(customer));

  const request = (customer: Customer) => {
    const now = clock;
    if (hasUpcoming(customer, now)) return;
    const evening = random.bookings.chance(CUSTOMERS.eveningShare);
    const wanted = evening ? random.bookings.between(16 * 60, 18 * 60) : random.bookings.between(SHOP.opensAt, 16 * 60);
    const firstDay = dayOf(now) + random.bookings.pick(CUSTOMERS.leadDays);
    let slot = null;
    for (let day = firstDay; !slot && day <= firstDay + CUSTOMERS.searchDays; day++) slot = freeSlot(day, customer.serviceMinutes, wanted);
    if (!slot) {
      if (inMonth(now)) figures.bookingsLost++;
      if (customer.regular) requestAgain(customer, 7);
      return;
    }
    let deposit = false;
    if (features.deposits) {
      const reliability = reliabilityOf(customer.history, toDate(now), 24);
      const decision = decideDeposit({ policy: POLICY, reliability, priceRappen: PRICE_RAPPEN, weekday: weekdayOf(dayOf(slot.start)), time: timeText(slot.start) });
      if (decision.required) {
        if (inMonth(now)) figures.depositsAsked++;
        if (random.features.chance(DEPOSITS.declineShare)) {
          if (inMonth(now)) figures.bookingsLost++;
          return; // books elsewhere
        }
        deposit = true;
      }
    }
    book(customer, slot.barber, slot.start, customer.serviceMinutes, deposit);
    if (features.series && customer.seriesAdopter) bookSeriesRest(customer, slot.barber, slot.start, deposit);
  };

  /** The rest of a series at the customer's interval: the same time, or the nearest free one that day. */
  const bookSeriesRest = (customer: Customer, barber: number, first: number, deposit: boolean) => {
    for (let k = 1; k < SERIES.count; k++) {
      const start = first + k * customer.intervalDays * DAY;
      if (chairs.isFree(barber, start, start + customer.serviceMinutes)) book(customer, barber, start, customer.serviceMinutes, deposit);
      else {
        const alternative = freeSlot(dayOf(start), customer.serviceMinutes, minuteOfDay(start));
        if (alternative) book(customer, alternative.barber, alternative.start, customer.serviceMinutes, deposit);
      }
    }
  };

  const served = (appointment: Appointment) => {
    if (inMonth(appointment.start)) figures.bookedHours += hours(appointment.end - appointment.start);
    const customer = appointment.customer;
    if (!customer) return;
    customer.lastVisit = appointment.start;
    customer.history.push({ status: 'completed', startsAt: toDate(appointment.start), cancelledBy: null, statusChangedAt: toDate(appointment.end) });
    planNextRequest(customer);
  };

  const missed = (appointment: Appointment) => {
    appointment.holds = false; // the chair is free for the rest of the time: a walk-in in the queue may take it
    if (inMonth(appointment.start)) figures.noShowHours += hours(appointment.end - appointment.start);
    const customer = appointment.customer!;
    customer.history.push({ status: 'no_show', startsAt: toDate(appointment.start), cancelledBy: null, statusChangedAt: toDate(appointment.start) });
    if (customer.regular) requestAgain(customer, random.bookings.between(2, 7));
  };

  const cancelLate = (appointment: Appointment) => {
    const now = clock;
    appointment.holds = false;
    const customer = appointment.customer!;
    const length = appointment.end - appointment.start;
    if (inMonth(appointment.start)) figures.lateCancelHours += hours(length);
    customer.history.push({ status: 'cancelled', startsAt: toDate(appointment.start), cancelledBy: 'customer', statusChangedAt: toDate(now) });
    if (customer.regular) requestAgain(customer, random.bookings.between(3, 10));
    const refilled = (who: Customer | null) => {
      book(who, appointment.barber, appointment.start, length);
      if (inMonth(appointment.start)) figures.refilledHours += hours(length);
    };
    if (random.features.chance(FREED_TIME.waitingListTakes)) return refilled(null);
    if (features.fill && appointment.start - now >= FILL.minLeadMinutes) {
      const taker = offerToDueRegulars(now, length);
      if (taker) return refilled(taker);
    }
  };

  /** Last-minute fill: one-tap offers to due regulars, most overdue first, within the weekly limit. */
  const offerToDueRegulars = (now: number, length: number): Customer | null => {
    const week = Math.floor(now / (7 * DAY));
    const due = people
      .filter((c) => !c.unsubscribed && c.serviceMinutes <= length && isDue(c, now) && (c.offersByWeek.get(week) ?? 0) < FILL.offersPerWeek)
      .sort((a, b) => a.lastVisit + a.intervalDays * DAY - (b.lastVisit + b.intervalDays * DAY))
      .slice(0, FILL.offersPerTime);
    for (const customer of due) customer.offersByWeek.set(week, (customer.offersByWeek.get(week) ?? 0) + 1);
    return due.find(() => random.features.chance(FILL.takes)) ?? null;
  };

  for (const customer of people) planNextRequest(customer);
  for (let day = -WARM_UP_DAYS; day < MONTH_DAYS; day++) {
    if (!isOpenDay(day)) continue;
    for (let i = 0; i < CUSTOMERS.newPerDay; i++) {
      at(day * DAY + random.bookings.between(8 * 60, 21 * 60), () => request(newcomer(random.customers)));
    }
    door.planDay(day, inMonth(day * DAY) ? () => figures.walkInsTurnedAway++ : () => undefined);
  }
  for (; clock < MONTH_DAYS * DAY; clock++) {
    for (const run of events.get(clock) ?? []) run();
    events.delete(clock);
    door.tick(clock);
  }

  for (let day = 0; day < MONTH_DAYS; day++) if (isOpenDay(day)) figures.capacityHours += (SHOP.barbers * (SHOP.closesAt - SHOP.opensAt)) / 60;
  figures.idleHours = figures.capacityHours - figures.bookedHours;
  return figures;
}

import { BOOKING_WINDOW_DAYS } from '@barber/shared/domain/slot-engine';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { addDays, timeToMinutes } from '@barber/shared/domain/zoned-time';
import { AppError } from '../../infra/errors';
import { anyBarberSlots, availabilityCalendar, availableSlots } from '../availability/index';
import type { CatalogBarber, CatalogService, DayPart } from './entities';
import { callAction, dayPhrase, notAvailable, partPhrase, type AnswerInput, type Reply } from './reply';

/**
 * The next free slot (issue 16 item 3) for a service, a barber, a day and a part of the day, computed by the
 * booking page's own functions (availableSlots, availabilityCalendar, anyBarberSlots of modules/availability):
 * the time offered here is one the booking page offers and the booking accepts.
 */

interface Found {
  date: string;
  time: string;
  barber: CatalogBarber;
  /** Further free times that day (same barber, or any barber), for the text. */
  others: string[];
}

/** How far ahead the shop books (its setting; the default before setup). */
const windowOf = (shop: ShopInfo | null) => shop?.booking.windowDays ?? BOOKING_WINDOW_DAYS;

const inPart = (time: string, part: DayPart | null) => {
  if (!part) return true;
  const m = timeToMinutes(time);
  return m >= part.from && m < part.to;
};

const gone = (error: unknown) =>
  error instanceof AppError && (error.code === 'SERVICE_NOT_FOUND' || error.code === 'BARBER_NOT_FOUND');

async function withBarber(
  input: AnswerInput,
  barber: CatalogBarber,
  service: CatalogService,
  from: string,
  onlyDay: boolean,
  part: DayPart | null,
): Promise<Found | null> {
  const { ctx } = input;
  const request = { barberId: barber.id, duration: service.durationMinutes, serviceId: service.id };
  const last = addDays(input.today, windowOf(input.shop));
  let days: string[];
  if (onlyDay) days = [from];
  else {
    let count = 1;
    while (addDays(from, count) <= last) count += 1;
    const calendar = await availabilityCalendar(ctx, { ...request, from, days: count }).catch((e) => {
      if (gone(e)) return { data: [] };
      throw e;
    });
    days = calendar.data.filter((d) => d.available > 0).map((d) => d.date);
  }
  for (const date of days) {
    const slots = await availableSlots(ctx, { ...request, date }).catch((e) => {
      if (gone(e)) return [];
      throw e;
    });
    const free = slots.filter((s) => s.available && inPart(s.time, part)).map((s) => s.time);
    if (free.length > 0) return { date, time: free[0]!, barber, others: free.slice(1, 4) };
  }
  return null;
}

async function anyBarber(
  input: AnswerInput,
  service: CatalogService,
  from: string,
  onlyDay: boolean,
  part: DayPart | null,
): Promise<Found | null> {
  const last = addDays(input.today, windowOf(input.shop));
  const pick = (date: string, slots: { time: string; barberId: string }[]): Found | null => {
    const free = slots.filter((s) => inPart(s.time, part));
    const first = free[0];
    const barber = first && input.barbers.find((b) => b.id === first.barberId);
    return first && barber ? { date, time: first.time, barber, others: free.slice(1, 4).map((s) => s.time) } : null;
  };
  // The first two days one by one (one barber-day per barber each): most questions end there, and the month-wide
  // search of anyBarberSlots (a calendar per barber) is only needed when they are full.
  const direct = onlyDay ? 1 : 2;
  for (let i = 0; i < direct; i++) {
    const date = addDays(from, i);
    if (date > last) return null;
    const answer = await anyBarberSlots(input.ctx, { serviceId: service.id, date });
    const found = pick(date, answer.data);
    if (found || onlyDay) return found;
  }
  let start = addDays(from, direct);
  // Then day by day from the first day with room: a part of the day may be full on that day and free on the next.
  for (let guard = 0; guard <= windowOf(input.shop) && start <= last; guard++) {
    const answer = await anyBarberSlots(input.ctx, { serviceId: service.id, from: start });
    if (!answer.date) return null;
    const found = pick(answer.date, answer.data);
    if (found) return found;
    start = addDays(answer.date, 1);
  }
  return null;
}

/** The service the question means: the one named, else a haircut the barber offers, else the first he offers. */
function chooseService(input: AnswerInput): { service: CatalogService | null; named: boolean } {
  const { entities, services } = input;
  const offered = (s: CatalogService) => !entities.barber || entities.barber.serviceIds.includes(s.id);
  if (entities.services.length > 0) {
    const pick = [...entities.services].sort((a, b) => a.durationMinutes - b.durationMinutes)[0]!;
    return { service: pick, named: true };
  }
  // Unnamed: a haircut is what most people mean ('Taglio ...', not the children's one), else the first offered.
  const haircut = services
    .filter((s) => offered(s) && /^taglio\b/i.test(s.name) && !/bambin/i.test(s.name))
    .sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  return { service: haircut ?? services.find(offered) ?? null, named: false };
}

export function bookingTarget(serviceId: string, barberId: string, date: string, time: string): string {
  const query = new URLSearchParams({ serviceId, barberId, date, time });
  return `/guest-booking?${query.toString()}`;
}

export async function nextSlotReply(input: AnswerInput): Promise<Reply> {
  const { entities, today, shop, t } = input;
  const { service, named } = chooseService(input);
  if (!service) return notAvailable(shop, t.missing.services, t);
  const barber = entities.barber;
  if (barber && !barber.serviceIds.includes(service.id)) {
    return {
      content: t.slots.notOffered(barber.firstName, service.name),
      type: 'live',
      actions: [{ label: t.label.bookService(service.name), action: 'navigate', target: `/guest-booking?serviceId=${service.id}` }],
      suggestions: [t.ask.firstFreeShort(service.name)],
      intent: 'nextSlot',
    };
  }
  const windowDays = windowOf(shop);
  const last = addDays(today, windowDays);
  const tomorrow = addDays(today, 1);
  if (entities.date && (entities.date < today || entities.date > last)) {
    return {
      content: t.slots.outOfWindow(windowDays),
      type: 'live',
      actions: [{ label: t.label.bookNow, action: 'navigate', target: `/guest-booking?serviceId=${service.id}` }],
      suggestions: [t.ask.firstFree],
      intent: 'nextSlot',
    };
  }
  const find = (from: string, onlyDay: boolean) =>
    barber ? withBarber(input, barber, service, from, onlyDay, entities.part) : anyBarber(input, service, from, onlyDay, entities.part);

  const wanted = entities.date;
  let found = await find(wanted ?? today, wanted !== null);
  let missedDay = false;
  if (!found && wanted) {
    missedDay = true;
    found = wanted < last ? await find(addDays(wanted, 1), false) : null;
  }
  const part = partPhrase(entities.part, t);
  const what = t.slots.withBarber(service.name, barber?.firstName ?? null);
  if (!found) {
    return {
      content: t.slots.none(what, part, windowDays),
      type: 'live',
      actions: [{ label: t.label.waitingList, action: 'navigate', target: '/waiting-list' }, ...callAction(shop, t)],
      suggestions: barber ? [t.ask.firstFreeShort(service.name)] : [],
      intent: 'nextSlot',
    };
  }
  const day = dayPhrase(found.date, today, tomorrow, t);
  const lead = missedDay
    ? t.slots.missed(dayPhrase(wanted!, today, tomorrow, t), part, what, day, found.time)
    : t.slots.found(what, part, day, found.time);
  const withWhom = barber ? '' : t.slots.with(found.barber.firstName);
  const others = found.others.length > 0 ? t.slots.others(found.others.join(', ')) : '';
  const note = named ? '' : t.slots.guessed(service.name);
  return {
    content: `${lead}${withWhom}.${others}${note}`,
    type: 'live',
    actions: [
      {
        label: t.label.bookAt(found.time),
        action: 'navigate',
        target: bookingTarget(service.id, found.barber.id, found.date, found.time),
      },
    ],
    suggestions: [t.ask.priceOf(service.name), ...(found.date === today ? [t.ask.freeTomorrow] : [])],
    intent: 'nextSlot',
  };
}

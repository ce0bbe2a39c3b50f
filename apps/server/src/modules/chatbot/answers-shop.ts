import { shopWindow } from '@barber/shared/domain/opening-hours';
import { addDays, minutesToTime, timeToMinutes, utcToZoned, weekdayOf, WEEKDAYS, type Weekday } from '@barber/shared/domain/zoned-time';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { ChatTexts } from './chat-texts';
import { callAction, dayPhrase, notAvailable, whatsappAction, type AnswerInput, type Reply } from './reply';

/** The shop's own answers: opening hours, open now, address, how to get there, phone and messaging chat. */

/** The shop's hours of one weekday, read as the booking side reads them (ADR 0014's shopWindow); null when closed. */
function hoursOn(shop: ShopInfo, day: Weekday): { start: number; end: number; startTime: string; endTime: string } | null {
  const window = shopWindow(shop.openingHours, day);
  if (!window || window === 'closed') return null;
  return { ...window, startTime: minutesToTime(window.start), endTime: minutesToTime(window.end) };
}

function weekLines(shop: ShopInfo, t: ChatTexts): string {
  return WEEKDAYS.map((day) => {
    const d = hoursOn(shop, day);
    return `${t.shop.weekday[day]}: ${d ? `${d.startTime}-${d.endTime}` : t.shop.closed}`;
  }).join('\n');
}

const hasHours = (shop: ShopInfo | null): shop is ShopInfo => !!shop && WEEKDAYS.some((day) => hoursOn(shop, day));

export function hoursReply(input: AnswerInput): Reply {
  const { shop, entities, today, t } = input;
  if (!hasHours(shop)) return notAvailable(shop, t.missing.hours, t);
  if (entities.date) {
    const d = hoursOn(shop, weekdayOf(entities.date));
    const when = capitalise(dayPhrase(entities.date, today, addDays(today, 1), t));
    return {
      content: d ? t.shop.openOn(when, d.startTime, d.endTime) : t.shop.closedOn(when),
      type: 'live',
      actions: d ? [{ label: t.label.book, action: 'navigate', target: `/guest-booking?date=${entities.date}` }] : [],
      suggestions: [t.ask.firstFree, t.ask.openNow],
      intent: 'hours',
    };
  }
  return {
    content: `${t.shop.week}\n${weekLines(shop, t)}`,
    type: 'live',
    actions: [{ label: t.label.bookNow, action: 'navigate', target: '/guest-booking' }],
    suggestions: [t.ask.openNow, t.ask.firstFree],
    intent: 'hours',
  };
}

/** Open now, in the shop's time zone on the server's clock; otherwise when it opens next. */
export function openNowReply(input: AnswerInput): Reply {
  const { shop, today, timeZone, ctx, t } = input;
  if (!hasHours(shop)) return notAvailable(shop, t.missing.hours, t);
  const local = utcToZoned(ctx.now(), timeZone);
  const minutes = timeToMinutes(local.time);
  const todayHours = hoursOn(shop, weekdayOf(today));
  if (todayHours && minutes >= todayHours.start && minutes < todayHours.end) {
    return {
      content: t.shop.openNow(todayHours.endTime),
      type: 'live',
      actions: [{ label: t.label.bookNow, action: 'navigate', target: '/guest-booking' }, ...callAction(shop, t)],
      suggestions: [t.ask.freeToday, t.ask.where],
      intent: 'openNow',
    };
  }
  let next: string | null = null;
  for (let i = 0; i < 8 && !next; i++) {
    const date = addDays(today, i);
    const d = hoursOn(shop, weekdayOf(date));
    if (!d) continue;
    if (i === 0 && minutes >= d.start) continue;
    next = t.shop.reopens(dayPhrase(date, today, addDays(today, 1), t), d.startTime);
  }
  return {
    content: next ?? t.shop.closedNow,
    type: 'live',
    actions: [{ label: t.label.bookOnline, action: 'navigate', target: '/guest-booking' }],
    suggestions: [t.ask.hours, t.ask.firstFree],
    intent: 'openNow',
  };
}

const fullAddress = (shop: ShopInfo) => `${shop.address}, ${shop.postalCode} ${shop.city}`;

export function addressReply(input: AnswerInput): Reply {
  const { shop, t } = input;
  if (!shop?.address) return notAvailable(shop, t.missing.address, t);
  return {
    content: t.shop.address(fullAddress(shop)),
    type: 'live',
    actions: [...callAction(shop, t)],
    suggestions: [t.ask.howToGetThere, t.ask.hours],
    intent: 'address',
  };
}

/** The way there: only what the shop's data says (the address), never invented directions or parking. */
export function directionsReply(input: AnswerInput): Reply {
  const { shop, t } = input;
  if (!shop?.address) return notAvailable(shop, t.missing.address, t);
  return {
    content: t.shop.directions(fullAddress(shop), shop.phone || null),
    type: 'live',
    actions: [...callAction(shop, t)],
    suggestions: [t.ask.hours, t.ask.firstFree],
    intent: 'directions',
  };
}

export function contactReply(input: AnswerInput): Reply {
  const { shop, t } = input;
  if (!shop?.phone) return notAvailable(shop, t.missing.contacts, t);
  return {
    content: t.shop.contact(shop.phone, shop.email || null),
    type: 'live',
    actions: [...callAction(shop, t), ...whatsappAction(shop, t)],
    suggestions: [t.ask.openNow, t.ask.where],
    intent: 'contact',
  };
}

export function whatsappReply(input: AnswerInput): Reply {
  const { shop, t } = input;
  const chat = whatsappAction(shop, t);
  if (!shop || chat.length === 0) return notAvailable(shop, t.missing.contacts, t);
  return {
    content: t.shop.whatsapp(shop.phone),
    type: 'live',
    actions: [...chat, ...callAction(shop, t)],
    suggestions: [t.ask.openNow],
    intent: 'whatsapp',
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

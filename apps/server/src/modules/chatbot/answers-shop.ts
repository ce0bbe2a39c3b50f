import { shopWindow } from '@barber/shared/domain/opening-hours';
import { addDays, minutesToTime, timeToMinutes, utcToZoned, weekdayOf, WEEKDAYS, type Weekday } from '@barber/shared/domain/zoned-time';
import { WEEKDAY_NAMES_IT } from '@barber/shared/messages/weekdays-it';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { callAction, dayPhrase, notAvailable, whatsappAction, type AnswerInput, type Reply } from './reply';

/** The shop's own answers: opening hours, open now, address, how to get there, phone and messaging chat. */

/** The shop's hours of one weekday, read as the booking side reads them (ADR 0014's shopWindow); null when closed. */
function hoursOn(shop: ShopInfo, day: Weekday): { start: number; end: number; startTime: string; endTime: string } | null {
  const window = shopWindow(shop.openingHours, day);
  if (!window || window === 'closed') return null;
  return { ...window, startTime: minutesToTime(window.start), endTime: minutesToTime(window.end) };
}

function weekLines(shop: ShopInfo): string {
  return WEEKDAYS.map((day) => {
    const d = hoursOn(shop, day);
    return `${WEEKDAY_NAMES_IT[day]}: ${d ? `${d.startTime}-${d.endTime}` : 'chiuso'}`;
  }).join('\n');
}

const hasHours = (shop: ShopInfo | null): shop is ShopInfo => !!shop && WEEKDAYS.some((day) => hoursOn(shop, day));

export function hoursReply(input: AnswerInput): Reply {
  const { shop, entities, today } = input;
  if (!hasHours(shop)) return notAvailable(shop, 'gli orari di apertura non sono ancora pubblicati');
  if (entities.date) {
    const d = hoursOn(shop, weekdayOf(entities.date));
    const when = dayPhrase(entities.date, today, addDays(today, 1));
    const text = d
      ? `${capitalise(when)} siamo aperti dalle ${d.startTime} alle ${d.endTime}.`
      : `${capitalise(when)} siamo chiusi.`;
    return {
      content: text,
      type: 'live',
      actions: d ? [{ label: 'Prenota', action: 'navigate', target: `/guest-booking?date=${entities.date}` }] : [],
      suggestions: ['Qual è il primo posto libero?', 'Siete aperti adesso?'],
      intent: 'hours',
    };
  }
  return {
    content: `I nostri orari di apertura:\n${weekLines(shop)}`,
    type: 'live',
    actions: [{ label: 'Prenota ora', action: 'navigate', target: '/guest-booking' }],
    suggestions: ['Siete aperti adesso?', 'Qual è il primo posto libero?'],
    intent: 'hours',
  };
}

/** Open now, in the shop's time zone on the server's clock; otherwise when it opens next. */
export function openNowReply(input: AnswerInput): Reply {
  const { shop, today, timeZone, ctx } = input;
  if (!hasHours(shop)) return notAvailable(shop, 'gli orari di apertura non sono ancora pubblicati');
  const local = utcToZoned(ctx.now(), timeZone);
  const minutes = timeToMinutes(local.time);
  const todayHours = hoursOn(shop, weekdayOf(today));
  if (todayHours && minutes >= todayHours.start && minutes < todayHours.end) {
    return {
      content: `Sì, adesso siamo aperti: oggi fino alle ${todayHours.endTime}.`,
      type: 'live',
      actions: [{ label: 'Prenota ora', action: 'navigate', target: '/guest-booking' }, ...callAction(shop)],
      suggestions: ['Avete posto oggi?', 'Dove siete?'],
      intent: 'openNow',
    };
  }
  let next: string | null = null;
  for (let i = 0; i < 8 && !next; i++) {
    const date = addDays(today, i);
    const d = hoursOn(shop, weekdayOf(date));
    if (!d) continue;
    if (i === 0 && minutes >= d.start) continue;
    next = `${dayPhrase(date, today, addDays(today, 1))} alle ${d.startTime}`;
  }
  return {
    content: next ? `In questo momento siamo chiusi. Riapriamo ${next}.` : 'In questo momento siamo chiusi.',
    type: 'live',
    actions: [{ label: 'Prenota online', action: 'navigate', target: '/guest-booking' }],
    suggestions: ['Quali sono gli orari di apertura?', 'Qual è il primo posto libero?'],
    intent: 'openNow',
  };
}

const fullAddress = (shop: ShopInfo) => `${shop.address}, ${shop.postalCode} ${shop.city}`;

export function addressReply(input: AnswerInput): Reply {
  const { shop } = input;
  if (!shop?.address) return notAvailable(shop, "non ho ancora l'indirizzo del negozio");
  return {
    content: `Ci trovi in ${fullAddress(shop)}.`,
    type: 'live',
    actions: [...callAction(shop)],
    suggestions: ['Come arrivo da voi?', 'Quali sono gli orari di apertura?'],
    intent: 'address',
  };
}

/** The way there: only what the shop's data says (the address), never invented directions or parking. */
export function directionsReply(input: AnswerInput): Reply {
  const { shop } = input;
  if (!shop?.address) return notAvailable(shop, "non ho ancora l'indirizzo del negozio");
  return {
    content:
      `Siamo in ${fullAddress(shop)}: inserisci questo indirizzo nella tua app di mappe per il percorso a piedi, in auto o con i mezzi pubblici.` +
      (shop.phone ? ` Per parcheggi e indicazioni sul posto chiamaci al ${shop.phone}.` : ''),
    type: 'live',
    actions: [...callAction(shop)],
    suggestions: ['Quali sono gli orari di apertura?', 'Qual è il primo posto libero?'],
    intent: 'directions',
  };
}

export function contactReply(input: AnswerInput): Reply {
  const { shop } = input;
  if (!shop?.phone) return notAvailable(shop, 'non ho ancora i contatti del negozio');
  return {
    content: `Puoi chiamarci al ${shop.phone}${shop.email ? ` o scriverci a ${shop.email}` : ''}.`,
    type: 'live',
    actions: [...callAction(shop), ...whatsappAction(shop)],
    suggestions: ['Siete aperti adesso?', 'Dove siete?'],
    intent: 'contact',
  };
}

export function whatsappReply(input: AnswerInput): Reply {
  const { shop } = input;
  const chat = whatsappAction(shop);
  if (!shop || chat.length === 0) return notAvailable(shop, 'non ho ancora i contatti del negozio');
  return {
    content: `Certo: scrivici su WhatsApp al ${shop.phone}, oppure chiamaci allo stesso numero.`,
    type: 'live',
    actions: [...chat, ...callAction(shop)],
    suggestions: ['Siete aperti adesso?'],
    intent: 'whatsapp',
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@barber/shared/messages/languages';
import { mailTextsIt } from '@barber/shared/messages/mail-it';
import { testShopContact as shop } from '../../../test/helpers/shop-contact';
import type { ReservedLineRow } from '../../db/schema';
import type { EmailMessage } from '../../infra/mailer';
import { bookingEmail } from '../appointments/booking-email';
import { lowStockEmail, newOrderEmail, orderPlacedEmail, orderStatusEmail } from '../orders/emails';
import type { OrderRow } from '../orders/repo';
import type { ShopRow } from '../shop/repo';
import { offerEmail, offerSms } from '../waiting-list/emails';
import {
  accountDeletedEmail,
  adminPasswordResetEmail,
  emailConfirmationEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from './templates/account';
import { reminderEmail, reminderSms, scheduleConflictEmail, staffChangeEmail } from './templates/messages';
import { customerCancelledEmail, teamNoticeEmail } from './templates/team';
import { mailTexts } from './templates/texts';

/*
 * Issue 28 item 3 (ADR 0066): every message the server writes to a customer or a staff member exists in the four
 * languages. Each template is rendered in each language; German, French and English must differ from the Italian
 * and read as their own language (none of the Italian words our texts use left in them), the dates in the
 * language's words, the HTML declaring its language. A template that ignores its language, or a text left in
 * Italian in a sibling catalogue, fails here.
 */

const publicUrl = 'https://book.example.ch';
const shopRow = { ...shop } as unknown as ShopRow;
// 10:00 in Zurich in winter; the service and people have names that are no word of any language.
const startsAt = new Date('2026-12-01T09:00:00Z');
const appointment = { id: 'a1', serviceName: 'Fade X', barberName: 'Zed Q', startsAt, durationMinutes: 45 };
const lines = [{ name: 'Wax Q', quantity: 2, unitPriceRappen: 2250 }] as ReservedLineRow[];

type Rendered = { subject?: string; text: string; html?: string | undefined };
const sms = (text: string): Rendered => ({ text });

/** Every template, rendered in `lang`. */
function renderAll(lang: Language): [string, Rendered][] {
  const to = { email: 'kim@example.ch', firstName: 'Kim', language: lang };
  const order = {
    orderNumber: 'BS-2026-000042',
    customerName: 'Kim Q',
    customerEmail: 'kim@example.ch',
    customerPhone: '+41791234567',
    totalRappen: 4500,
    paymentMethod: 'cash',
    status: 'shipped',
    language: lang,
  } as OrderRow;
  const facts = {
    serviceName: 'Fade X',
    barberName: 'Zed Q',
    startsAt,
    durationMinutes: 45,
    customerName: 'Kim Q',
    customerPhone: '+41791234567',
    previous: { startsAt: new Date('2026-11-30T14:30:00Z'), barberName: 'Ola Q' },
    reason: 'xyz',
  };
  const offer = {
    firstName: 'Kim',
    shopName: 'Q Cuts',
    shop,
    serviceName: 'Fade X',
    priceRappen: 4500,
    barberName: 'Zed Q',
    date: '2026-12-01',
    time: '10:00',
    until: '10:30',
    url: `${publicUrl}/o/abc`,
    language: lang,
  };
  const booking = (kind: 'created' | 'modified', manageUrl?: string): EmailMessage =>
    bookingEmail({
      kind,
      language: lang,
      appointmentId: 'a1',
      date: '2026-12-01',
      time: '10:00',
      startsAt,
      endsAt: new Date('2026-12-01T09:45:00Z'),
      serviceName: 'Fade X',
      durationMinutes: 45,
      priceRappen: 4500,
      paymentType: 'in_person',
      barberName: 'Zed Q',
      recipient: to,
      shop,
      now: startsAt,
      publicUrl,
      sequence: 0,
      manageUrl,
      unsubscribeUrl: `${publicUrl}/unsubscribe`,
    });
  const ics = (m: EmailMessage): Rendered => ({
    text: Buffer.from(m.attachments![0]!.content as string, 'base64').toString('utf8'),
    subject: m.attachments![0]!.filename,
  });
  return [
    ['booking-created', booking('created', `${publicUrl}/m/abc`)],
    ['booking-created without link', booking('created')],
    ['booking-modified', booking('modified', `${publicUrl}/m/abc`)],
    ['booking .ics invitation', ics(booking('created', `${publicUrl}/m/abc`))],
    [
      'reminder',
      reminderEmail({ shop, to, appointment, manageUrl: `${publicUrl}/m/abc`, unsubscribeUrl: `${publicUrl}/u`, headers: {}, dedupeKey: 'k' }),
    ],
    ['reminder sms', sms(reminderSms({ shop, to: '+41791234567', appointment, now: startsAt, dedupeKey: 'k', language: lang }).text)],
    ['reminder sms, another day', sms(reminderSms({ shop, to: '+41791234567', appointment, now: new Date('2026-11-30T09:00:00Z'), dedupeKey: 'k', language: lang }).text)],
    ['staff move', staffChangeEmail({ shop, to, appointment, change: { type: 'moved', previousStartsAt: facts.previous.startsAt, previousBarberName: 'Ola Q', reason: 'xyz' }, publicUrl, manageUrl: `${publicUrl}/m/abc` })],
    ['staff cancellation', staffChangeEmail({ shop, to, appointment, change: { type: 'status', status: 'cancelled', reason: 'xyz' }, publicUrl })],
    ['staff status', staffChangeEmail({ shop, to, appointment, change: { type: 'status', status: 'pending' }, publicUrl })],
    ['schedule conflict, vacation', scheduleConflictEmail({ shop, to, appointment, why: 'vacation', publicUrl, manageUrl: `${publicUrl}/m/abc` })],
    ['schedule conflict, hours', scheduleConflictEmail({ shop, to, appointment, why: 'hours', publicUrl })],
    ['team: created', teamNoticeEmail({ shop, to, type: 'created', facts: { ...facts, previous: undefined }, panelUrl: `${publicUrl}/barber`, ownerCopy: false })],
    ['team: moved, owner copy', teamNoticeEmail({ shop, to, type: 'moved', facts, panelUrl: `${publicUrl}/admin`, ownerCopy: true })],
    ['team: cancelled', teamNoticeEmail({ shop, to, type: 'cancelled', facts, panelUrl: `${publicUrl}/barber`, ownerCopy: false })],
    ['customer cancelled', customerCancelledEmail({ shop, to, facts, bookAgainUrl: `${publicUrl}/booking` })],
    ['waiting-list offer', offerEmail('kim@example.ch', offer)],
    ['waiting-list offer sms', sms(offerSms(offer))],
    ['order placed', orderPlacedEmail(order, lines, shopRow)],
    ['order ready', orderStatusEmail(order, shopRow)],
    ['order processing', orderStatusEmail({ ...order, status: 'processing' }, shopRow)],
    ['order cancelled', orderStatusEmail({ ...order, status: 'cancelled' }, undefined)],
    ['new order (owner)', newOrderEmail('owner@example.ch', order, lines, shopRow, lang)],
    ['low stock (owner)', lowStockEmail('owner@example.ch', [{ productId: 'p', name: 'Wax Q', quantity: 1, minQuantity: 3 }], shopRow, lang)],
    ['email confirmation', emailConfirmationEmail(shop, to, `${publicUrl}/c#token=abc`)],
    ['password changed', passwordChangedEmail(shop, to, publicUrl)],
    ['password reset', passwordResetEmail(shop, to, `${publicUrl}/r#token=abc`)],
    ['admin password reset', adminPasswordResetEmail(shop, to, publicUrl)],
    ['account deleted', accountDeletedEmail(shop, to, 'admin')],
  ];
}

/** Italian words our messages are made of; none may be left in another language's message. */
const ITALIAN = /\b(ciao|appuntament\w*|prenot\w*|servizio|barbiere|alle|ordine|negozio|grazie|presto|durata|motivo|stato|dicembre|martedì|lunedì|tuo|tua|minuti|ritiro|pagamento|promemoria|posto|password del)\b/i;
/** Addresses, the shop's own name and the calendar file's product id (a name, never shown) are not texts. */
const wordsOf = (r: Rendered) =>
  `${r.subject ?? ''}\n${r.text}`
    .replace(/https?:\/\/\S+/g, '')
    .replace(/Barberia <Lago>/g, '')
    .replace(/^PRODID:.*$/m, '');

const italian = new Map(renderAll('it'));

describe.each(LANGUAGES.filter((l) => l !== 'it'))('every template in %s', (lang) => {
  it.each(renderAll(lang))('%s: its own language, not the Italian', (name, rendered) => {
    const reference = italian.get(name)!;
    expect(rendered.text).not.toBe(reference.text);
    if (reference.subject !== undefined) expect(rendered.subject).not.toBe(reference.subject);
    expect(wordsOf(rendered).match(ITALIAN)?.[0]).toBeUndefined();
    if (lang === 'de') expect(wordsOf(rendered)).not.toContain('ß');
    if (rendered.html) expect(rendered.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
  });

  it('dates in the language’s words, dd.mm.yyyy and 24-hour, CHF as everywhere', () => {
    const all = renderAll(lang).map(([, r]) => r.text).join('\n');
    const long = { de: 'Dienstag, 1. Dezember 2026', fr: 'mardi, 1 décembre 2026', en: 'Tuesday, 1 December 2026' }[lang];
    expect(all).toContain(long);
    expect(all).toContain('01.12.2026');
    expect(all).toMatch(/CHF\s45\.00/);
    expect(all).not.toMatch(/\b(AM|PM)\b/);
  });
});

it('Italian stays the spec’s text, word for word', () => {
  expect(italian.get('booking-created')!.subject).toBe('Prenotazione confermata: Fade X, martedì, 1 dicembre 2026 alle 10:00');
  expect(italian.get('reminder sms')!.text).toBe(
    'Barberia <Lago>: promemoria del tuo appuntamento oggi alle 10:00 (Fade X con Zed Q). Info: +41 91 555 01 23',
  );
  expect(italian.get('booking .ics invitation')!.subject).toBe('appuntamento.ics');
});

/** Every text of a catalogue by its path, a function called with sample values. */
function texts(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function') out.set(path, String((value as (...a: unknown[]) => string)('A', 'B', 'C', 'D')));
    else if (value && typeof value === 'object') for (const [p, v] of texts(value, `${path}.`)) out.set(p, v);
  }
  return out;
}

/** Pure shapes ("change: customer, when") that read the same in German as in Italian. */
const SAME_SHAPE: Partial<Record<Language, string[]>> = { de: ['team.line'] };

it.each(LANGUAGES.filter((l) => l !== 'it'))('the %s mail catalogue: every key of the Italian, none left in Italian', (lang) => {
  const reference = texts(mailTextsIt);
  const translated = texts(mailTexts[lang]);
  expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
  const left = [...reference].filter(([path, text]) => translated.get(path) === text && !SAME_SHAPE[lang]?.includes(path));
  expect(left.map(([path]) => path)).toEqual([]);
});

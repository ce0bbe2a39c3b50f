import { describe, expect, it } from 'vitest';
import { testShopContact } from '../../../test/helpers/shop-contact';
import type { Barber } from '@barber/shared/schemas/catalog';
import type { ReservedLineRow } from '../../db/schema';
import type { EmailMessage } from '../../infra/mailer';
import { bookingEmail } from '../appointments/booking-email';
import { scheduleUpdateEmail } from '../barbers/schedule-notice';
import { lowStockEmail, newOrderEmail, orderPlacedEmail, orderStatusEmail } from '../orders/emails';
import type { OrderRow } from '../orders/repo';
import { receiptEmail, refundEmail } from '../payments/emails';
import type { PaymentRow } from '../payments/repo';
import type { ShopRow } from '../shop/repo';
import { offerEmail, offerSms } from '../waiting-list/emails';
import {
  accountDeletedEmail,
  adminPasswordResetEmail,
  emailConfirmationEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from './templates/account';
import type { ShopContact } from './templates/layout';
import { reminderEmail, scheduleConflictEmail, staffChangeEmail } from './templates/messages';
import { candidateConfirmationEmail, recruitingEmail, type ApplicationFacts } from './templates/job-application';
import { customerCancelledEmail, teamNoticeEmail, type NoticeFacts } from './templates/team';

/*
 * Every email the server sends goes through the one layout (ADR 0019): Italian subject, the shop's name, address
 * and phone from its settings in the signature of the text and of the HTML, HTML escaped, dates and times in the
 * shop's time zone (24-hour).
 */

const shop: ShopContact = testShopContact;
const shopRow = { ...shop, reminderEmailHours: 24, reminderSmsHours: 2 } as unknown as ShopRow;
const evil = '<script>alert(1)</script>';
const publicUrl = 'https://book.example.ch';
const customer = { email: 'carla@example.ch', firstName: evil };
// 10:00 in Zurich in winter (UTC+1).
const startsAt = new Date('2026-12-01T09:00:00Z');
const appointment = {
  id: '00000000-0000-4000-8000-000000000001',
  serviceName: 'Taglio & Barba',
  barberName: 'Marco Rossi',
  startsAt,
  durationMinutes: 45,
};
const order = {
  orderNumber: 'ORD-0042',
  customerName: `${evil} Bianchi`,
  customerEmail: 'carla@example.ch',
  customerPhone: '+41791234567',
  totalRappen: 4500,
  paymentMethod: 'cash',
  status: 'shipped',
  language: 'it',
} as OrderRow;
const lines = [{ name: 'Cera opaca', quantity: 2, unitPriceRappen: 2250 }] as ReservedLineRow[];
const payment = {
  amountRappen: 4550,
  method: 'twint',
  provider: 'stripe',
  reference: 'pay_ABC',
  description: 'Appuntamento: Taglio',
  // 22:05 in Zurich (summer, UTC+2): the shop's clock, 24-hour.
  completedAt: new Date('2026-06-15T20:05:00Z'),
  kind: 'appointment',
  details: { serviceName: 'Taglio' },
  // The payer's language (ADR 0071): a real row always has one.
  language: 'it',
} as Partial<PaymentRow> as PaymentRow;
const barber = {
  firstName: evil,
  workingHours: [
    { day: 'monday', isWorking: true, startTime: '09:00', endTime: '18:00', hasBreak: true, breakStart: '12:00', breakEnd: '13:00' },
    { day: 'saturday', isWorking: false, startTime: '09:00', endTime: '18:00', hasBreak: false, breakStart: '', breakEnd: '' },
  ],
  vacations: [{ startDate: '2026-12-24', endDate: '2026-12-31' }],
} as unknown as Barber;
const offer = {
  firstName: evil,
  shopName: shop.name,
  shop,
  serviceName: 'Taglio',
  priceRappen: 3500,
  barberName: 'Marco Rossi',
  date: '2026-12-01',
  time: '10:00',
  until: '10:30',
  url: `${publicUrl}/lista-attesa/offerta/abc`,
};

const jobApplication: ApplicationFacts = {
  firstName: evil,
  lastName: 'Bianchi',
  email: 'carla@example.ch',
  phone: '+41 79 123 45 67',
  nationality: 'Svizzera',
  address: 'Via Nassa 1, Lugano',
  workPermit: 'si',
  maritalStatus: 'sposato',
  hasChildren: false,
  childrenNumber: null,
  socialProfiles: [{ platform: 'instagram', url: 'https://instagram.com/x' }],
  photoUrls: [`${publicUrl}/media/job-applications/0123456789abcdef0123456789abcdef.webp`],
  createdAt: startsAt,
};

const booking = (kind: 'created' | 'modified') =>
  bookingEmail({
    kind,
    language: 'it',
    appointmentId: appointment.id,
    date: '2026-12-01',
    time: '10:00',
    startsAt,
    endsAt: new Date('2026-12-01T09:45:00Z'),
    serviceName: 'Taglio & Barba',
    durationMinutes: 45,
    priceRappen: 4500,
    paymentType: 'in_person',
    barberName: 'Marco Rossi',
    recipient: customer,
    shop,
    now: new Date('2026-11-20T10:00:00Z'),
    publicUrl,
    sequence: 0,
    manageUrl: `${publicUrl}/appuntamento/abc`,
  });

const notice: NoticeFacts = {
  serviceName: 'Taglio & Barba',
  barberName: 'Marco Rossi',
  startsAt,
  durationMinutes: 45,
  customerName: `${evil} Bianchi`,
  customerPhone: '+41791234567',
  previous: { startsAt: new Date('2026-11-30T14:30:00Z'), barberName: 'Luca Verdi' },
};

/** Every kind, with what its text must say about dates on the shop's clock (when it has one). */
const all: [name: string, message: EmailMessage, dateText?: RegExp][] = [
  ['booking-confirmation', booking('created'), /martedì, 1 dicembre 2026[\s\S]*10:00/],
  ['booking-modified', booking('modified'), /Ora: 10:00/],
  [
    'appointment-reminder',
    reminderEmail({
      shop,
      to: customer,
      appointment,
      unsubscribeUrl: `${publicUrl}/unsubscribe?email=x&token=t`,
      headers: {},
      dedupeKey: 'k',
    }),
    /Data: martedì, 1 dicembre 2026\nOra: 10:00/,
  ],
  [
    'appointment-staff-change',
    staffChangeEmail({ shop, to: customer, appointment, change: { type: 'status', status: 'cancelled' }, publicUrl }),
    /Ora: 10:00/,
  ],
  [
    'schedule-conflict',
    scheduleConflictEmail({ shop, to: customer, appointment, why: 'vacation', publicUrl }),
    /1 dicembre 2026 alle 10:00/,
  ],
  ['order-placed', orderPlacedEmail(order, lines, shopRow)],
  ['order-shipped', orderStatusEmail(order, shopRow)],
  ['order-new-owner', newOrderEmail('owner@example.ch', order, lines, shopRow)],
  ['product-low-stock', lowStockEmail('owner@example.ch', [{ productId: 'p', name: evil, quantity: 1, minQuantity: 3 }], shopRow)],
  ['payment-receipt', receiptEmail(payment, { email: 'carla@example.ch', name: evil }, shop), /Data: 15 giugno 2026.*22:05/],
  ['payment-refund', refundEmail(payment, { email: 'carla@example.ch', name: evil }, { amountRappen: 4550, reason: evil }, shop)],
  ['waiting-list-offer', offerEmail('carla@example.ch', offer), /1 dicembre 2026 alle 10:00/],
  ['schedule-update', scheduleUpdateEmail(barber, 'marco@example.ch', publicUrl, shop), /Lunedì: 09:00-18:00, pausa 12:00-13:00\nSabato: chiuso/],
  ['password-changed', passwordChangedEmail(shop, customer, publicUrl)],
  ['password-reset', passwordResetEmail(shop, customer, `${publicUrl}/reset-password#token=abc`)],
  ['email-confirmation', emailConfirmationEmail(shop, customer, `${publicUrl}/conferma-email#token=abc`)],
  ['admin-password-reset', adminPasswordResetEmail(shop, customer, publicUrl)],
  ['account-deleted', accountDeletedEmail(shop, customer, 'admin')],
  ['job-application', recruitingEmail(shop, 'lavoro@example.ch', jobApplication, `${publicUrl}/admin?tab=applications`), /Data candidatura: martedì, 1 dicembre 2026 alle 10:00/],
  ['team-appointment-notice', teamNoticeEmail({ shop, to: { email: 'marco@example.ch', firstName: 'Marco' }, type: 'moved', facts: notice, panelUrl: `${publicUrl}/barber`, ownerCopy: false }), /Ora: 10:00[\s\S]*Prima: lunedì, 30 novembre 2026 alle 15:30 con Luca Verdi/],
  ['appointment-cancelled', customerCancelledEmail({ shop, to: customer, facts: notice, bookAgainUrl: `${publicUrl}/booking` }), /martedì, 1 dicembre 2026[\s\S]*Ora: 10:00/],
  ['job-application-confirmation', candidateConfirmationEmail(shop, jobApplication), /Data candidatura: martedì, 1 dicembre 2026 alle 10:00/],
];

describe('every email through the one layout', () => {
  it.each(all)('%s: Italian subject, the shop signs text and HTML, HTML escaped, shop-local dates', (kind, m, dateText) => {
    expect(m.kind).toBe(kind);
    // Italian: no English word a subject of ours could start with, and an Italian word in it.
    expect(m.subject).not.toMatch(/\b(your|the|order|payment|booking|reminder|password reset)\b/i);
    expect(m.subject).toMatch(/[a-zàèéìòù]{3,}/i);

    // The signature: name, address and phone from the shop's settings, last in the text.
    const signature = 'A presto!\nBarberia <Lago>\nVia Nassa 21, 6900 Lugano\nTel. +41 91 555 01 23\n';
    expect(m.text).toContain(signature);
    // Only the unsubscribe footer (the reminder's) may follow it.
    expect(m.text.endsWith(signature) || m.text.includes(`${signature}\nNon vuoi più ricevere`)).toBe(true);

    // The HTML: present, Italian, the same signature, escaped.
    const html = m.html!;
    expect(html).toMatch(/^<!doctype html><html lang="it">/);
    expect(html).toContain('Barberia &lt;Lago&gt;<br>Via Nassa 21, 6900 Lugano<br>Tel. +41 91 555 01 23');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Lago>');
    if (m.text.includes(evil)) expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    // Dates and times on the shop's clock, 24-hour.
    if (dateText) expect(m.text).toMatch(dateText);
    expect(m.text).not.toMatch(/\b(AM|PM)\b/);
  });

  it('keeps the calendar file of the booking emails, and the links clickable in the HTML', () => {
    const m = booking('created');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments![0]!.filename).toBe('appuntamento.ics');
    const ics = Buffer.from(m.attachments![0]!.content as string, 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(m.html).toContain(`<a href="${publicUrl}/appuntamento/abc"`);
    expect(offerEmail('carla@example.ch', offer).html).toContain(`<a href="${offer.url}"`);
  });

  it('the waiting-list SMS is signed like the other SMS: the shop and its phone', () => {
    const sms = offerSms(offer);
    expect(sms.startsWith('Barberia <Lago>: si è liberato un posto martedì, 1 dicembre 2026 alle 10:00')).toBe(true);
    expect(sms.endsWith('Info: +41 91 555 01 23')).toBe(true);
  });

  it('without the shop settings the emails still sign with the fallback name', () => {
    const m = orderPlacedEmail(order, lines, undefined);
    expect(m.text).toContain('A presto!\nBarber Studio\n');
    expect(m.text).toContain('Ritiro in negozio.');
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '@barber/shared/messages/languages';
import { testShopContact as shop } from '../../../test/helpers/shop-contact';
import { bookingEmail } from '../appointments/booking-email';
import { reminderEmail, reminderSms, staffChangeEmail } from './templates/messages';

/*
 * Issue 28 item 5: a customer's message names the service in the customer's language when the owner wrote it
 * (services.translations, migration 0033), else in Italian: the confirmation (subject, body, invitation), the
 * reminder (email and SMS) and the staff's change.
 */
const publicUrl = 'https://book.example.ch';
const startsAt = new Date('2026-12-01T09:00:00Z');
// The owner translated the name into German only: French falls back to the Italian.
const serviceTranslations = { de: { name: 'Haarschnitt und Bart' } };
const NAME: Record<Language, string> = { it: 'Taglio e barba', de: 'Haarschnitt und Bart', fr: 'Taglio e barba', en: 'Taglio e barba' };

const appointment = { id: 'a1', serviceName: 'Taglio e barba', serviceTranslations, barberName: 'Zed Q', startsAt, durationMinutes: 45 };

const confirmation = (language: Language) => {
  const mail = bookingEmail({ ...confirmationInput(), language, serviceTranslations });
  const ics = Buffer.from(mail.attachments![0]!.content as string, 'base64').toString('utf8');
  return { ...mail, ics };
};

describe("the service's name in the recipient's language", () => {
  it.each(['de', 'fr', 'it'] as const)('%s: the confirmation, its invitation and the reminder', (language) => {
    const mail = confirmation(language);
    expect(mail.subject).toContain(NAME[language]);
    expect(mail.text).toContain(NAME[language]);
    expect(mail.ics).toContain(`SUMMARY:${NAME[language]}`);
    const to = { email: 'kim@example.ch', firstName: 'Kim', language };
    const reminder = reminderEmail({ shop, to, appointment, unsubscribeUrl: `${publicUrl}/u`, headers: {}, dedupeKey: 'k' });
    expect(reminder.subject).toContain(NAME[language]);
    expect(reminder.text).toContain(NAME[language]);
    const sms = reminderSms({ shop, to: '+41791234567', appointment, now: startsAt, dedupeKey: 'k', language });
    expect(sms.text).toContain(NAME[language]);
    const moved = staffChangeEmail({ shop, to, appointment, change: { type: 'status', status: 'cancelled' }, publicUrl });
    expect(moved.subject).toContain(NAME[language]);
  });

  it('German: no Italian name left anywhere', () => {
    const mail = confirmation('de');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}\n${mail.ics}`).not.toContain('Taglio');
  });

  it('without translations (a renamed service, or none written): the Italian name as booked', () => {
    const mail = bookingEmail({ ...confirmationInput(), serviceTranslations: null });
    expect(mail.subject).toContain('Taglio e barba');
  });
});

function confirmationInput(): Parameters<typeof bookingEmail>[0] {
  return {
    kind: 'created',
    language: 'de',
    appointmentId: 'a1',
    date: '2026-12-01',
    time: '10:00',
    startsAt,
    endsAt: new Date('2026-12-01T09:45:00Z'),
    serviceName: 'Taglio e barba',
    durationMinutes: 45,
    priceRappen: 4500,
    paymentType: 'in_person',
    barberName: 'Zed Q',
    recipient: { email: 'kim@example.ch', firstName: 'Kim' },
    shop,
    now: startsAt,
    publicUrl,
    sequence: 0,
  };
}

import { describe, expect, it } from 'vitest';
import { testShopContact } from '../../../test/helpers/shop-contact';
import { standardWeek } from '../../../test/helpers/booking';
import { scheduleConflict } from './schedule-conflicts';
import { renderEmail, whenInShop, type ShopContact } from './templates/layout';
import { reminderEmail, reminderSms, scheduleConflictEmail, staffChangeEmail } from './templates/messages';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

const shop: ShopContact = testShopContact;
const appointment = {
  id: '00000000-0000-4000-8000-000000000001',
  serviceName: 'Taglio & Barba',
  barberName: 'Marco Rossi',
  // 10:00 in Zurich in winter (CET, UTC+1).
  startsAt: new Date('2026-12-01T09:00:00Z'),
  durationMinutes: 45,
};

describe('templates: Italian, the shop from its settings, the shop time zone', () => {
  it('dates and times in the shop zone, Swiss style, summer and winter', () => {
    expect(whenInShop(new Date('2026-12-01T09:00:00Z'), 'Europe/Zurich')).toEqual({
      longDate: 'martedì, 1 dicembre 2026',
      shortDate: '01.12.2026',
      time: '10:00',
      date: '2026-12-01',
    });
    // Summer time (UTC+2), and the 24-hour clock in the afternoon.
    expect(whenInShop(new Date('2026-07-01T15:30:00Z'), 'Europe/Zurich').time).toBe('17:30');
    // Just before midnight UTC is already the next day in Zurich.
    expect(whenInShop(new Date('2026-07-01T22:30:00Z'), 'Europe/Zurich').date).toBe('2026-07-02');
  });

  it('the reminder email: text and HTML with the shop name, address and phone, List-Unsubscribe headers, escaped HTML', () => {
    const m = reminderEmail({
      shop,
      to: { email: 'carla@example.ch', firstName: 'Carla' },
      appointment,
      manageUrl: 'https://book.example.ch/appuntamento/abc',
      unsubscribeUrl: 'https://book.example.ch/unsubscribe?email=carla%40example.ch&token=t',
      headers: {
        'List-Unsubscribe': '<https://book.example.ch/api/users/unsubscribe/one-click?x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      dedupeKey: 'k',
    });
    expect(m.kind).toBe('appointment-reminder');
    expect(m.subject).toBe('Promemoria: Taglio & Barba, martedì, 1 dicembre 2026 alle 10:00');
    expect(m.text).toContain('Ciao Carla,');
    expect(m.text).toContain('Data: martedì, 1 dicembre 2026');
    expect(m.text).toContain('Ora: 10:00');
    expect(m.text).toContain('Durata: 45 minuti');
    expect(m.text).toContain('Dove: Barberia <Lago>, Via Nassa 21, 6900 Lugano');
    expect(m.text).toContain('Tel. +41 91 555 01 23');
    expect(m.text).toContain('Gestisci il tuo appuntamento: https://book.example.ch/appuntamento/abc');
    expect(m.text).toContain('https://book.example.ch/unsubscribe?email=carla%40example.ch&token=t');
    expect(m.html).toContain('<html lang="it">');
    expect(m.html).toContain('Barberia &lt;Lago&gt;');
    expect(m.html).not.toContain('<Lago>');
    expect(m.html).toContain('Taglio &amp; Barba');
    expect(m.html).toContain(
      'href="https://book.example.ch/unsubscribe?email=carla%40example.ch&amp;token=t"',
    );
    expect(m.headers).toEqual({
      'List-Unsubscribe': '<https://book.example.ch/api/users/unsubscribe/one-click?x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the reminder SMS: short, the shop name and phone, today or the Swiss date', () => {
    const today = reminderSms({
      shop,
      to: '+41791234567',
      appointment,
      now: new Date('2026-12-01T07:00:00Z'),
      dedupeKey: 'k',
    });
    expect(today.text).toBe(
      'Barberia <Lago>: promemoria del tuo appuntamento oggi alle 10:00 (Taglio & Barba con Marco Rossi). Info: +41 91 555 01 23',
    );
    const before = reminderSms({
      shop,
      to: '+41791234567',
      appointment,
      now: new Date('2026-11-30T20:00:00Z'),
      dedupeKey: 'k',
    });
    expect(before.text).toContain('il 01.12.2026 alle 10:00');
    expect(today.text.length).toBeLessThanOrEqual(160);
  });

  it('staff change and schedule conflict: always sent (no List-Unsubscribe), the state, the reason, the /booking link', () => {
    const cancelled = staffChangeEmail({
      shop,
      to: { email: 'c@example.ch', firstName: '' },
      appointment,
      change: { type: 'status', status: 'cancelled', reason: 'Chiusura straordinaria' },
      publicUrl: 'https://book.example.ch/',
    });
    expect(cancelled.headers).toBeUndefined();
    expect(cancelled.text.startsWith('Ciao,\n')).toBe(true);
    expect(cancelled.text).toContain('Stato: Cancellato');
    expect(cancelled.text).toContain('Motivo: Chiusura straordinaria');
    expect(cancelled.text).toContain('Prenota un nuovo appuntamento: https://book.example.ch/booking');
    const confirmed = staffChangeEmail({
      shop,
      to: { email: 'c@example.ch', firstName: 'Ugo' },
      appointment,
      change: { type: 'status', status: 'confirmed' },
      publicUrl: 'https://x.ch',
    });
    expect(confirmed.subject).toBe('Appuntamento aggiornato: confermato');
    expect(confirmed.text).not.toContain('Motivo');
    const conflict = scheduleConflictEmail({
      shop,
      to: { email: 'c@example.ch', firstName: 'Ugo' },
      appointment,
      why: 'vacation',
      publicUrl: 'https://x.ch',
    });
    expect(conflict.headers).toBeUndefined();
    expect(conflict.text).toContain('Marco Rossi sarà in vacanza quel giorno');
    expect(conflict.html).toContain('href="https://x.ch/booking"');
  });

  it('renderEmail without an unsubscribe link has no opt-out footer', () => {
    const { text, html } = renderEmail(shop, { greeting: 'Ciao,', intro: ['Testo.'] });
    expect(text).not.toContain('iscrizione');
    expect(html).not.toContain('iscrizione');
  });
});

describe('unsubscribe token (HMAC of the email, no lookup, no expiry)', () => {
  const key = unsubscribeKey(new TextEncoder().encode('k'.repeat(40)));
  it('verifies for its email only, case and spaces aside; other keys and spellings fail', () => {
    const token = signUnsubscribeToken(key, 'Carla@Example.ch ');
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(verifyUnsubscribeToken(key, 'carla@example.ch', token)).toBe(true);
    expect(verifyUnsubscribeToken(key, 'carlo@example.ch', token)).toBe(false);
    expect(
      verifyUnsubscribeToken(
        unsubscribeKey(new TextEncoder().encode('j'.repeat(40))),
        'carla@example.ch',
        token,
      ),
    ).toBe(false);
    expect(verifyUnsubscribeToken(key, 'carla@example.ch', `${token}=`)).toBe(false);
    expect(verifyUnsubscribeToken(key, 'carla@example.ch', '')).toBe(false);
  });
});

describe('scheduleConflict', () => {
  const week = standardWeek({
    wednesday: { startTime: '13:00', endTime: '19:00', hasBreak: false, breakStart: null, breakEnd: null },
  });
  const at = (iso: string, minutes = 30) => ({
    startsAt: new Date(iso),
    endsAt: new Date(Date.parse(iso) + minutes * 60_000),
  });
  it('outside the hours, across the break, on a day off, inside a vacation; fits otherwise', () => {
    // Wednesday 3 June 2026 10:00 Zurich: before the new 13:00 start.
    expect(scheduleConflict(at('2026-06-03T08:00:00Z'), week, [], 'Europe/Zurich')).toBe('hours');
    // Wednesday 18:45 for 30 minutes ends after 19:00.
    expect(scheduleConflict(at('2026-06-03T16:45:00Z'), week, [], 'Europe/Zurich')).toBe('hours');
    // Thursday 11:45 for 30 minutes runs into the 12:00 break.
    expect(scheduleConflict(at('2026-06-04T09:45:00Z'), week, [], 'Europe/Zurich')).toBe('hours');
    // Sunday: off.
    expect(scheduleConflict(at('2026-06-07T08:00:00Z'), week, [], 'Europe/Zurich')).toBe('hours');
    expect(
      scheduleConflict(
        at('2026-06-04T08:00:00Z'),
        week,
        [{ startDate: '2026-06-04', endDate: '2026-06-04' }],
        'Europe/Zurich',
      ),
    ).toBe('vacation');
    expect(
      scheduleConflict(
        at('2026-06-04T08:00:00Z'),
        week,
        [{ startDate: '2026-06-05', endDate: '2026-06-10' }],
        'Europe/Zurich',
      ),
    ).toBeNull();
    expect(scheduleConflict(at('2026-06-03T11:00:00Z'), week, [], 'Europe/Zurich')).toBeNull();
  });
});

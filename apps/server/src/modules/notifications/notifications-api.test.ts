import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { standardWeek, WEDNESDAY } from '../../../test/helpers/booking';
import { outbox, type Staff } from '../../../test/helpers/staff';
import { bookGuest, withStaff } from '../../../test/helpers/staff-suite';
import { unsubscribeTokenFor } from './links';

/** Unsubscribe, staff-change emails and POST /notifications/schedule-update through the API (issue 13). */
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: '2026-06-01T06:00:00Z' });

const unsubscribed = async () =>
  (
    await queryRows<{ email: string }>(t.ctx.db, sql`select email from email_unsubscribes order by email`)
  ).map((r) => r.email);
const post = (payload: Record<string, string>) => t.callRaw('unsubscribe', { body: payload });

describe('POST /users/unsubscribe', () => {
  it('a good token opts the address out (case and spaces do not matter); the same answer for an unknown address', async () => {
    const known = s.client.email;
    const res = await post({ email: known.toUpperCase(), token: unsubscribeTokenFor(t.ctx, known) });
    expect(res.statusCode).toBe(200);
    const unknown = await post({
      email: 'nessuno@example.ch',
      token: unsubscribeTokenFor(t.ctx, 'nessuno@example.ch'),
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringContaining('Cancellazione completata'),
    });
    expect(await unsubscribed()).toEqual([known.toLowerCase(), 'nessuno@example.ch'].sort());
    // Again: still fine, nothing more.
    expect((await post({ email: known, token: unsubscribeTokenFor(t.ctx, known) })).statusCode).toBe(200);
  });

  it("a wrong token: 400 and nothing changes (another address's token, a changed one, garbage)", async () => {
    const before = await unsubscribed();
    const other = unsubscribeTokenFor(t.ctx, 'altro@example.ch');
    const good = unsubscribeTokenFor(t.ctx, 'vittima@example.ch');
    for (const token of [
      other,
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      'x',
      'a'.repeat(22),
    ]) {
      const res = await post({ email: 'vittima@example.ch', token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Link di cancellazione non valido. Assicurati di utilizzare il link fornito nell'email.",
      );
    }
    expect((await post({ email: 'vittima@example.ch' })).statusCode).toBe(400);
    expect(await unsubscribed()).toEqual(before);
  });

  it('RFC 8058 one-click: a form-encoded POST to the List-Unsubscribe address', async () => {
    const email = 'uno.click@example.ch';
    // The form-encoded body is sent as is (callRaw): the contract types only JSON bodies.
    const res = await t.callRaw('unsubscribeOneClick', {
      query: { email, token: unsubscribeTokenFor(t.ctx, email) },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await unsubscribed()).toContain(email);
    const forged = await t.callRaw('unsubscribeOneClick', {
      query: { email: 'altro2@example.ch', token: unsubscribeTokenFor(t.ctx, email) },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(await unsubscribed()).not.toContain('altro2@example.ch');
  });

  it('the List-Unsubscribe address opened in a browser: 303 to the /unsubscribe page, nothing changes', async () => {
    const email = 'dal.browser@example.ch';
    const token = unsubscribeTokenFor(t.ctx, email);
    const res = await t.call('unsubscribeOneClickPage', { query: { email, token } });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/unsubscribe');
    expect(Object.fromEntries(location.searchParams)).toEqual({ email, token });
    expect(await unsubscribed()).not.toContain(email);
  });
});

describe('staff changes email the customer with the new state and the reason', () => {
  const status = (id: string, body: Record<string, string>, headers = s.admin.auth) =>
    t.callRaw('staffAppointmentStatus', { params: { id }, body, headers });

  it('the admin cancels with a reason: the cancellation email, even to an unsubscribed address', async () => {
    await t.ctx.db.execute(
      sql`insert into email_unsubscribes (email) values ('anna.neri@example.ch') on conflict do nothing`,
    );
    const id = await bookGuest(t, s, s.x.barber.id, WEDNESDAY, '14:00');
    const res = await status(id, { status: 'cancelled', cancellationReason: 'Barbiere malato' });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox(t, 'appointment-staff-change');
    expect(mail).toMatchObject({
      recipient: 'anna.neri@example.ch',
      subject: 'Appuntamento cancellato: Taglio + Shampoo, mercoledì, 3 giugno 2026 alle 14:00',
    });
    expect(mail!.body_text).toContain('il negozio ha cancellato il tuo appuntamento');
    expect(mail!.body_text).toContain('Stato: Cancellato');
    expect(mail!.body_text).toContain('Motivo: Barbiere malato');
    expect(mail!.body_text).toMatch(/Prenota un nuovo appuntamento: http:\/\/localhost:\d+\/booking/);
    expect(mail!.body_text).toContain('Barber Studio Test');
  });

  it("the barber cancels their own without a reason: the default reason; 'completed' sends nothing", async () => {
    const before = (await outbox(t, 'appointment-staff-change')).length;
    const id = await bookGuest(t, s, s.x.barber.id, WEDNESDAY, '15:00');
    expect((await status(id, { status: 'cancelled' }, s.x.user.auth)).statusCode).toBe(200);
    const mails = await outbox(t, 'appointment-staff-change');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.body_text).toContain('Motivo: Cancellato dal barbiere');
    // An appointment that took place and is marked completed: no email.
    const done = await bookGuest(t, s, s.x.barber.id, WEDNESDAY, '16:00');
    t.clock.set('2026-06-03T14:30:00Z');
    expect((await status(done, { status: 'completed' })).statusCode).toBe(200);
    expect(await outbox(t, 'appointment-staff-change')).toHaveLength(before + 1);
  });

  it('the admin moves it with a reason: from when to when, the reason, the calendar file still attached', async () => {
    const id = await bookGuest(t, s, s.x.barber.id, WEDNESDAY, '10:00');
    const res = await t.call('adminMoveAppointment', {
      params: { id },
      body: {
        barberId: s.y.barber.id,
        date: '2026-06-04',
        time: '11:00',
        reason: 'Il barbiere ha un imprevisto',
      },
      as: s.admin,
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await queryRows<{
      subject: string;
      body_text: string;
      body_html: string;
      attachments: { filename: string }[];
    }>(
      t.ctx.db,
      sql`select subject, body_text, body_html, attachments from outbound_messages where kind = 'booking-modified' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toBe('Appuntamento spostato: Taglio + Shampoo, giovedì, 4 giugno 2026 alle 11:00');
    expect(mail!.body_text).toContain(
      'il negozio ha spostato il tuo appuntamento del mercoledì, 3 giugno 2026 alle 10:00 con Xeno',
    );
    expect(mail!.body_text).toContain('Motivo: Il barbiere ha un imprevisto');
    expect(mail!.body_text).toContain('Barbiere: Yuri');
    expect(mail!.body_html).toContain('Il barbiere ha un imprevisto');
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['appuntamento.ics']);
  });
});

describe('POST /notifications/schedule-update', () => {
  it('asks the customers whose appointments no longer fit (hours, vacation) to pick a new time, once', async () => {
    // Xeno's customers: Wednesday 10:00 (will be outside the new hours), Thursday 10:00 (fits), Friday 10:00 (vacation).
    const outside = await bookGuest(t, s, s.x.barber.id, '2026-06-10', '09:00');
    await bookGuest(t, s, s.x.barber.id, '2026-06-11', '10:00');
    const holiday = await bookGuest(t, s, s.x.barber.id, '2026-06-12', '10:00');
    const hours = await t.call('saveWorkingHours', {
      params: { id: s.x.barber.id },
      body: {
        workingHours: standardWeek({
          wednesday: {
            startTime: '13:30',
            endTime: '19:00',
            hasBreak: false,
            breakStart: null,
            breakEnd: null,
          },
        }),
      },
      as: s.x.user,
    });
    expect(hours.statusCode).toBe(200);
    const vacation = await t.call('saveVacations', {
      params: { id: s.x.barber.id },
      // Over a booked appointment: saved once the barber confirms (issue 27 item 2), as the panels do.
      body: { vacations: [{ startDate: '2026-06-12', endDate: '2026-06-13' }], confirmConflicts: true },
      as: s.x.user,
    });
    expect(vacation.statusCode).toBe(200);

    const notify = () =>
      t.call('notifyScheduleUpdate', {
        body: { barberId: s.x.barber.id },
        as: s.x.user,
      });
    const res = await notify();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Notifica di aggiornamento orari inviata. 2 clienti sono stati avvisati di scegliere un nuovo orario.',
    );
    const mails = await queryRows<{
      recipient: string;
      subject: string;
      body_text: string;
      dedupe_key: string;
    }>(
      t.ctx.db,
      sql`select recipient, subject, body_text, dedupe_key from outbound_messages where kind = 'schedule-conflict' order by subject`,
    );
    expect(mails.map((m) => m.dedupe_key.split(':')[1])).toEqual([outside, holiday]);
    expect(mails[0]!.subject).toBe('Scegli un nuovo orario per il tuo appuntamento del 10.06.2026');
    expect(mails[0]!.body_text).toContain("l'orario non rientra più negli orari di lavoro di Xeno");
    expect(mails[0]!.body_text).toMatch(/Scegli un nuovo orario: http:\/\/localhost:\d+\/booking/);
    expect(mails[0]!.body_text).toMatch(/\/appuntamento\/[\w-]{44}/);
    expect(mails[1]!.body_text).toContain('sarà in vacanza quel giorno');
    // The barber still gets their own notice.
    expect((await outbox(t, 'schedule-update')).length).toBeGreaterThan(0);

    // Sent again (the panel saves once more): nobody is written to twice.
    const again = await notify();
    expect(again.json().message).toBe('Notifica di aggiornamento orari inviata.');
    expect(
      (
        await queryRows<{ n: number }>(
          t.ctx.db,
          sql`select count(*)::int as n from outbound_messages where kind = 'schedule-conflict'`,
        )
      )[0]!.n,
    ).toBe(2);
  });

  it('barber Y cannot send it for X (403), nothing is sent', async () => {
    const before = (await outbox(t, 'schedule-conflict')).length;
    const res = await t.call('notifyScheduleUpdate', {
      body: { barberId: s.x.barber.id },
      as: s.y.user,
    });
    expect(res.statusCode).toBe(403);
    expect(await outbox(t, 'schedule-conflict')).toHaveLength(before);
  });
});

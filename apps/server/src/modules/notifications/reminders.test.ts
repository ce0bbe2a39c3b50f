import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { buildApp } from '../../app';
import type { EmailTransport } from '../../infra/mailer';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, givenShopWithFreeSlot, type FreeSlot } from '../../../test/helpers/booking';
import { startFakeTwilio, twilioTransportFor, type FakeTwilio } from '../../../test/helpers/fake-twilio';
import { scanRemindersAt } from '../../../test/helpers/reminders';
import { clearShopCache } from '../shop/service';
import { scanReminders } from './reminders';

/**
 * Reminders with the test clock (issue 13 items 2 and 7): the email 24 hours and the SMS 2 hours before, in the
 * shop's zone (Europe/Zurich, summer time: 10:00 local is 08:00 UTC), moved, cancelled, unsubscribed, a failed
 * send retried, and each reminder once even with two server instances scanning and sending.
 */
let t: TestApp;
let twilio: FakeTwilio;
let slot: FreeSlot;
let customer: TestUser;
const sentEmails: { to: string; subject: string; headers?: Record<string, string> | undefined }[] = [];
let failEmails = 0;
const transport: EmailTransport = {
  name: 'test',
  async send(m) {
    if (failEmails > 0) {
      failEmails -= 1;
      throw new Error('SMTP 451 riprova più tardi');
    }
    sentEmails.push({ to: m.to, subject: m.subject, headers: m.headers });
  },
};

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp(
    {},
    {
      emailTransport: transport,
      smsTransport: twilioTransportFor(twilio),
    },
  );
  slot = await givenShopWithFreeSlot(t);
  customer = await makeUser(t, {
    firstName: 'Carla',
    email: 'carla.bianchi@example.ch',
    phone: '+41791234567',
  });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(async () => {
  sentEmails.length = 0;
  twilio.messages.length = 0;
  failEmails = 0;
  t.clock.set('2026-06-01T06:00:00Z');
  // Each test starts with no appointments and no messages: a scan sees only its own.
  await t.ctx.db.execute(sql`delete from email_unsubscribes`);
  await t.ctx.db.execute(sql`delete from appointments`);
  await t.ctx.db.execute(sql`delete from outbound_messages`);
  await t.ctx.db.execute(sql`delete from jobs where kind in ('email.send', 'sms.send')`);
});

/** Books the customer on that day (10:00 Zurich by default), "on Monday 1 June" (created_at follows the test clock). */
async function book(date: string, time = '10:00'): Promise<{ id: string; date: string }> {
  const res = await t.call('bookAppointment', {
    body: bookingBody(slot, { date, time }),
    as: customer,
  });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { data: { _id: string } }).data._id;
  // created_at is the database's clock; the test's "booked on Monday" is the test clock's.
  await t.ctx.db.execute(
    sql`update appointments set created_at = ${t.clock.now().toISOString()}::timestamptz where id = ${id}::uuid`,
  );
  // The confirmation goes now, so what the transport sees next is the reminders.
  await t.ctx.jobs.runDue();
  sentEmails.length = 0;
  return { id, date };
}

const reminders = (id: string) =>
  queryRows<{
    channel: string;
    recipient: string;
    subject: string | null;
    body_text: string;
    status: string;
    dedupe_key: string;
    headers: Record<string, string>;
    provider: string | null;
    provider_message_id: string | null;
  }>(
    t.ctx.db,
    sql`select channel, recipient, subject, body_text, status, dedupe_key, headers, provider, provider_message_id from outbound_messages
        where kind = 'appointment-reminder' and dedupe_key like ${`%:${id}:%`} order by channel, created_at`,
  );

describe('reminders at the right time (Europe/Zurich)', () => {
  it('the email 24 hours before and the SMS 2 hours before, each once, with the local time in the text', async () => {
    const { id, date } = await book('2026-06-03');
    // Wednesday 10:00 in Zurich (summer time) is 08:00 UTC: the email is due from Tuesday 08:00 UTC.
    expect(await scanRemindersAt(t, '2026-06-02T07:59:00Z')).toEqual({ email: 0, sms: 0 });
    t.clock.set('2026-06-02T08:00:00Z');
    const socket = vi.spyOn(t.ctx.realtime, 'appointmentReminder');
    expect(await scanReminders(t.ctx)).toEqual({ email: 1, sms: 0 });
    expect(socket).toHaveBeenCalledWith(
      customer.id,
      expect.objectContaining({ appointmentId: id, date, time: '10:00', channel: 'email', hoursBefore: 24 }),
    );
    socket.mockRestore();
    await t.ctx.jobs.runDue();
    let rows = await reminders(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', recipient: customer.email, status: 'sent' });
    expect(rows[0]!.subject).toBe('Promemoria: Taglio + Shampoo, mercoledì, 3 giugno 2026 alle 10:00');
    expect(rows[0]!.body_text).toContain('Ciao Carla,');
    expect(rows[0]!.body_text).toContain('Barber Studio Test');
    expect(rows[0]!.body_text).toContain('Via Nassa 21, 6900 Lugano');
    expect(rows[0]!.body_text).toContain('+41 91 555 01 23');
    expect(rows[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(rows[0]!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/users\/unsubscribe\/one-click\?email=carla\.bianchi%40example\.ch&token=[\w-]{22}>$/,
    );
    // Handed to the transport with the headers.
    expect(sentEmails).toHaveLength(1);
    expect(sentEmails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Later scans find it recorded: nothing more.
    expect(await scanRemindersAt(t, '2026-06-02T12:00:00Z')).toEqual({ email: 0, sms: 0 });

    // The SMS 2 hours before 10:00 local: 06:00 UTC.
    expect(await scanRemindersAt(t, '2026-06-03T05:59:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-03T06:00:30Z')).toEqual({ email: 0, sms: 1 });
    await t.ctx.jobs.runDue();
    rows = await reminders(id);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms).toMatchObject({ recipient: '+41791234567', status: 'sent', provider: 'twilio' });
    expect(sms.provider_message_id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]!.to).toBe('+41791234567');
    expect(twilio.messages[0]!.from).toBe(twilio.from);
    expect(twilio.messages[0]!.body).toBe(
      'Barber Studio Test: promemoria del tuo appuntamento oggi alle 10:00 (Taglio + Shampoo con ' +
        `${slot.barber.firstName} ${slot.barber.lastName}). Info: +41 91 555 01 23`,
    );
    expect(await scanRemindersAt(t, '2026-06-03T07:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect(twilio.messages).toHaveLength(1);
  });

  it('the shop settings change both moments; 0 turns one off', async () => {
    await t.ctx.db.update(shopSettings).set({ reminderEmailHours: 48, reminderSmsHours: 0 });
    clearShopCache(t.ctx.db);
    try {
      const { id } = await book('2026-06-04');
      // 48 hours before Thursday 10:00 Zurich = Tuesday 08:00 UTC.
      expect(await scanRemindersAt(t, '2026-06-02T07:59:00Z')).toEqual({ email: 0, sms: 0 });
      expect(await scanRemindersAt(t, '2026-06-02T08:00:00Z')).toEqual({ email: 1, sms: 0 });
      expect(await scanRemindersAt(t, '2026-06-04T07:30:00Z')).toEqual({ email: 0, sms: 0 });
      expect((await reminders(id)).map((r) => r.channel)).toEqual(['email']);
    } finally {
      await t.ctx.db.update(shopSettings).set({ reminderEmailHours: 24, reminderSmsHours: 2 });
    }
  });

  it('a moved appointment is reminded at its new time, once', async () => {
    const { id } = await book('2026-06-05', '11:00');
    // Moved by the customer on Monday from Friday 11:00 to Friday 15:00.
    const res = await t.call('modifyAppointment', {
      params: { id },
      body: bookingBody(slot, { date: '2026-06-05', time: '15:00' }),
      as: customer,
    });
    expect(res.statusCode).toBe(200);
    // 24 hours before the old time: nothing (the old time is gone).
    expect(await scanRemindersAt(t, '2026-06-04T09:00:00Z')).toEqual({ email: 0, sms: 0 });
    // 24 hours before 15:00 Zurich (13:00 UTC).
    expect(await scanRemindersAt(t, '2026-06-04T13:00:00Z')).toEqual({ email: 1, sms: 0 });
    const [row] = await reminders(id);
    expect(row!.subject).toContain('alle 15:00');
    expect(row!.dedupe_key).toBe(`reminder-email:${id}:${Date.parse('2026-06-05T13:00:00Z') / 1000}`);
  });

  it('a cancelled appointment gets no reminder, and a past one neither', async () => {
    const { id } = await book('2026-06-10');
    const cancelled = await t.call('cancelAppointment', {
      params: { id },
      body: {},
      as: customer,
    });
    expect(cancelled.statusCode).toBe(200);
    const { id: past } = await book('2026-06-09');
    expect(await scanRemindersAt(t, '2026-06-09T08:00:00Z')).toEqual({ email: 0, sms: 0 });
    // After the appointment started (the scan was down meanwhile): nothing either.
    t.clock.set('2026-06-09T08:01:00Z');
    await t.ctx.db.execute(
      sql`update appointments set starts_at = '2026-06-09T08:00:00Z', ends_at = '2026-06-09T08:30:00Z' where id = ${past}::uuid`,
    );
    expect(await scanReminders(t.ctx)).toEqual({ email: 0, sms: 0 });
    expect(await reminders(id)).toEqual([]);
    expect(await reminders(past)).toEqual([]);
  });

  it('an unsubscribed customer gets neither reminder; the confirmation still went', async () => {
    await t.ctx.db.execute(sql`insert into email_unsubscribes (email) values (${customer.email})`);
    const { id } = await book('2026-06-10');
    expect(await scanRemindersAt(t, '2026-06-09T08:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-10T06:30:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await reminders(id)).toEqual([]);
    const [confirmation] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from outbound_messages where kind = 'booking-confirmation' and recipient = ${customer.email}`,
    );
    expect(confirmation!.n).toBeGreaterThan(0);
  });

  it('a booking made inside the window gets no 24-hour email (its confirmation is fresh), the 2-hour SMS still', async () => {
    const { id } = await book('2026-06-11');
    // Booked on Wednesday evening for Thursday 10:00: less than 24 hours before.
    await t.ctx.db.execute(
      sql`update appointments set created_at = '2026-06-10T18:00:00Z' where id = ${id}::uuid`,
    );
    expect(await scanRemindersAt(t, '2026-06-10T18:01:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-11T06:00:00Z')).toEqual({ email: 0, sms: 1 });
  });
});

describe('delivery: retried after a failure, sent once with two instances', () => {
  it('a failed email is marked failed, retried with backoff by the jobs, then sent once', async () => {
    const { id } = await book('2026-06-12');
    failEmails = 1;
    t.clock.set('2026-06-11T08:00:00Z');
    expect((await scanReminders(t.ctx)).email).toBe(1);
    await t.ctx.jobs.runDue();
    let [row] = await reminders(id);
    expect(row).toMatchObject({ status: 'failed' });
    const [job] = await queryRows<{ attempts: number; wait: number; last_error: string }>(
      t.ctx.db,
      sql`select attempts, extract(epoch from run_at - now())::float8 as wait, last_error from jobs
          where kind = 'email.send' and done_at is null`,
    );
    expect(job).toMatchObject({ attempts: 1, last_error: 'SMTP 451 riprova più tardi' });
    expect(job!.wait).toBeGreaterThan(5);
    // A scan meanwhile records nothing new (the dedupe key).
    expect(await scanReminders(t.ctx)).toEqual({ email: 0, sms: 0 });
    await t.ctx.db.execute(sql`update jobs set run_at = now() where kind = 'email.send' and done_at is null`);
    await t.ctx.jobs.runDue();
    [row] = await reminders(id);
    expect(row).toMatchObject({ status: 'sent' });
    expect(
      sentEmails.filter((m) => m.to === customer.email && m.subject.startsWith('Promemoria')),
    ).toHaveLength(1);
  });

  it('a failed SMS (Twilio 503) is marked failed, retried by the jobs and sent once', async () => {
    const { id } = await book('2026-06-12');
    twilio.failNext(1, 503, 20503, 'Service unavailable');
    t.clock.set('2026-06-12T06:00:00Z');
    expect((await scanReminders(t.ctx)).sms).toBe(1);
    await t.ctx.jobs.runDue();
    let sms = (await reminders(id)).find((r) => r.channel === 'sms')!;
    expect(sms.status).toBe('failed');
    await t.ctx.db.execute(sql`update jobs set run_at = now() where kind = 'sms.send' and done_at is null`);
    await t.ctx.jobs.runDue();
    sms = (await reminders(id)).find((r) => r.channel === 'sms')!;
    expect(sms.status).toBe('sent');
    expect(twilio.messages).toHaveLength(1);
    const [pending] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from jobs where kind = 'sms.send' and done_at is null`,
    );
    expect(pending!.n).toBe(0);
  });

  it('two instances scanning and sending at once: one email and one SMS', async () => {
    const { id } = await book('2026-06-16');
    const second = await buildApp({
      config: t.ctx.config,
      database: t.database,
      now: t.clock.now,
      emailTransport: transport,
      smsTransport: twilioTransportFor(twilio),
    });
    try {
      t.clock.set('2026-06-15T08:00:00Z');
      // 24 hours before Tuesday 16 June 10:00 Zurich: both instances' scans run together, twice.
      const scans = await Promise.all([
        scanReminders(t.ctx),
        scanReminders(second.ctx),
        scanReminders(t.ctx),
        scanReminders(second.ctx),
      ]);
      expect(scans.reduce((n, s) => n + s.email, 0)).toBe(1);
      await Promise.all([t.ctx.jobs.runDue(), second.ctx.jobs.runDue()]);
      t.clock.set('2026-06-16T06:00:00Z');
      const smsScans = await Promise.all([scanReminders(second.ctx), scanReminders(t.ctx)]);
      expect(smsScans.reduce((n, s) => n + s.sms, 0)).toBe(1);
      await Promise.all([t.ctx.jobs.runDue(), second.ctx.jobs.runDue()]);
      const rows = await reminders(id);
      expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['email:sent', 'sms:sent']);
      expect(sentEmails.filter((m) => m.subject.startsWith('Promemoria'))).toHaveLength(1);
      expect(twilio.messages).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });

  it('the recurring job runs the scan (registered every minute)', async () => {
    const [job] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from jobs where recurring_key = 'notifications.reminders' and done_at is null`,
    );
    expect(job!.n).toBe(1);
  });
});

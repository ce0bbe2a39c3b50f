import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { withStaff } from '../../../test/helpers/staff-suite';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, givenShop } from '../../../test/helpers/booking';
import { expectRefused, type Staff } from '../../../test/helpers/staff';
import { scanRemindersAt } from '../../../test/helpers/reminders';
import { scanReminders } from './reminders';

/**
 * GET/PUT /admin/notification-settings (issue 13 item 2: 'shop settings can change both'): only the admin, whole
 * hours within the bounds with Italian messages, nothing changed by a refused call, and the reminder scan using
 * the new hours for the reminders not yet recorded (the test clock drives it).
 */
let t: TestApp;
let s: Staff;
let customer: TestUser;

withStaff(async (app, staff) => {
  [t, s] = [app, staff];
  customer = await makeUser(app, { firstName: 'Carla', email: 'carla.rossi@example.ch', phone: '+41791112233' });
});
beforeEach(async () => {
  t.clock.set('2026-06-01T06:00:00Z');
  await t.ctx.db.execute(sql`update shop_settings set reminder_email_hours = 24, reminder_sms_hours = 2`);
  await t.ctx.db.execute(sql`delete from appointments`);
  await t.ctx.db.execute(sql`delete from outbound_messages`);
});

const stored = async () =>
  (
    await queryRows<{ reminder_email_hours: number; reminder_sms_hours: number }>(
      t.ctx.db,
      sql`select reminder_email_hours, reminder_sms_hours from shop_settings where id = 1`,
    )
  )[0];
const put = (payload: unknown, headers: Record<string, string> = s.admin.auth) =>
  t.callRaw('updateNotificationSettings', { body: payload, headers });

describe('who may read and change the reminder settings', () => {
  it('the admin reads the defaults (email 24 hours, SMS 2 hours)', async () => {
    const res = await t.call('notificationSettings', { as: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { reminderEmailHours: 24, reminderSmsHours: 2 } });
  });

  it('the admin changes both; the answer and the database hold the new hours; 0 turns one off', async () => {
    const res = await put({ reminderEmailHours: 48, reminderSmsHours: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { reminderEmailHours: 48, reminderSmsHours: 0 },
      message: 'Impostazioni salvate',
    });
    expect(await stored()).toEqual({ reminder_email_hours: 48, reminder_sms_hours: 0 });
    const read = await t.call('notificationSettings', { as: s.admin });
    expect(read.json().data).toEqual({ reminderEmailHours: 48, reminderSmsHours: 0 });
    // The bounds themselves are accepted.
    expect((await put({ reminderEmailHours: 168, reminderSmsHours: 48 })).statusCode).toBe(200);
    expect((await put({ reminderEmailHours: 0, reminderSmsHours: 0 })).statusCode).toBe(200);
    expect(await stored()).toEqual({ reminder_email_hours: 0, reminder_sms_hours: 0 });
  });

  it('a guest gets 401, a customer and a barber 403, and nothing changes', async () => {
    await expectRefused(t, s, [
      { route: 'notificationSettings' },
      { route: 'updateNotificationSettings', body: { reminderEmailHours: 1, reminderSmsHours: 1 } },
    ]);
    await expectRefused(
      t,
      s,
      [{ route: 'updateNotificationSettings', body: { reminderEmailHours: 3, reminderSmsHours: 3 } }],
      ['barberY'],
    );
    expect(await stored()).toEqual({ reminder_email_hours: 24, reminder_sms_hours: 2 });
  });
});

describe('bad input: 400 in Italian and nothing changes', () => {
  const EMAIL = 'Promemoria email: scegli un numero intero di ore tra 0 (disattivato) e 168';
  const SMS = 'Promemoria SMS: scegli un numero intero di ore tra 0 (disattivato) e 48';
  const cases: [unknown, string][] = [
    [{ reminderEmailHours: 169, reminderSmsHours: 2 }, EMAIL],
    [{ reminderEmailHours: -1, reminderSmsHours: 2 }, EMAIL],
    [{ reminderEmailHours: 1.5, reminderSmsHours: 2 }, EMAIL],
    [{ reminderEmailHours: '24', reminderSmsHours: 2 }, EMAIL],
    [{ reminderEmailHours: null, reminderSmsHours: 2 }, EMAIL],
    [{ reminderSmsHours: 2 }, EMAIL],
    [{ reminderEmailHours: 24, reminderSmsHours: 49 }, SMS],
    [{ reminderEmailHours: 24, reminderSmsHours: 1e9 }, SMS],
    [{ reminderEmailHours: 24, reminderSmsHours: true }, SMS],
    [{ reminderEmailHours: 24 }, SMS],
  ];
  it.each(cases)('%j', async (payload, message) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      success: boolean;
      code: string;
      message: string;
      errors?: { message: string }[];
    };
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION');
    expect([body.message, ...(body.errors ?? []).map((e) => e.message)]).toContain(message);
    expect(await stored()).toEqual({ reminder_email_hours: 24, reminder_sms_hours: 2 });
  });

  it('an unknown field, an empty body, not an object: 400 in Italian, nothing changes', async () => {
    for (const payload of [
      { reminderEmailHours: 12, reminderSmsHours: 1, reminderPushHours: 1 },
      {},
      [12, 1],
    ]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toMatch(/expected|invalid|required|unrecognized/i);
    }
    expect(await stored()).toEqual({ reminder_email_hours: 24, reminder_sms_hours: 2 });
  });
});

describe('a change moves the next reminder (the scan reads the hours every minute)', () => {
  /** Books the customer on Friday 5 June 10:00 Zurich (08:00 UTC), "on Monday" (created_at = the test clock). */
  async function bookFriday(): Promise<string> {
    const res = await t.call('bookAppointment', {
      body: bookingBody(s.slot, { date: '2026-06-05', time: '10:00' }),
      as: customer,
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { _id: string } }).data._id;
    await t.ctx.db.execute(
      sql`update appointments set created_at = ${t.clock.now().toISOString()}::timestamptz where id = ${id}::uuid`,
    );
    return id;
  }
  const reminders = (id: string) =>
    queryRows<{ channel: string; recipient: string }>(
      t.ctx.db,
      sql`select channel, recipient from outbound_messages
          where kind = 'appointment-reminder' and dedupe_key like ${`%:${id}:%`} order by channel, created_at`,
    );

  it('email hours 24 -> 48: the email goes 48 hours before, once', async () => {
    const id = await bookFriday();
    // Wednesday 08:00 UTC is 48 hours before; with the default 24 hours nothing is due yet.
    expect(await scanRemindersAt(t, '2026-06-03T08:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect((await put({ reminderEmailHours: 48, reminderSmsHours: 2 })).statusCode).toBe(200);
    expect(await scanRemindersAt(t, '2026-06-03T07:59:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-03T08:00:00Z')).toEqual({ email: 1, sms: 0 });
    expect(await reminders(id)).toEqual([{ channel: 'email', recipient: customer.email }]);
    // The old moment (24 hours before) sends nothing more; the SMS still goes 2 hours before.
    expect(await scanRemindersAt(t, '2026-06-04T08:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-05T06:00:00Z')).toEqual({ email: 0, sms: 1 });
  });

  it('raised while the appointment is already inside the new window: the email goes at the next scan', async () => {
    const id = await bookFriday();
    expect(await scanRemindersAt(t, '2026-06-03T20:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect((await put({ reminderEmailHours: 48, reminderSmsHours: 2 })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect(await scanReminders(t.ctx)).toEqual({ email: 1, sms: 0 });
    expect(await reminders(id)).toEqual([{ channel: 'email', recipient: customer.email }]);
  });

  it('a reminder already recorded is not sent again when the hours change', async () => {
    const id = await bookFriday();
    expect(await scanRemindersAt(t, '2026-06-04T08:00:00Z')).toEqual({ email: 1, sms: 0 });
    expect((await put({ reminderEmailHours: 12, reminderSmsHours: 2 })).statusCode).toBe(200);
    expect(await scanRemindersAt(t, '2026-06-04T20:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await reminders(id)).toEqual([{ channel: 'email', recipient: customer.email }]);
  });

  it('email off and SMS 3 hours: no email, the SMS 3 hours before', async () => {
    const id = await bookFriday();
    expect((await put({ reminderEmailHours: 0, reminderSmsHours: 3 })).statusCode).toBe(200);
    expect(await scanRemindersAt(t, '2026-06-04T08:00:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-05T04:59:00Z')).toEqual({ email: 0, sms: 0 });
    expect(await scanRemindersAt(t, '2026-06-05T05:00:00Z')).toEqual({ email: 0, sms: 1 });
    expect(await reminders(id)).toEqual([{ channel: 'sms', recipient: '+41791112233' }]);
  });
});

describe('without a plan and before the setup', () => {
  let bare: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    bare = await createTestApp({}, { plan: 'none' });
    admin = await makeUser(bare, { role: 'admin' });
  });
  afterAll(() => bare.close());

  it('before the setup: the defaults, and a change is refused (503) until the shop exists', async () => {
    const read = await bare.call('notificationSettings', { as: admin });
    expect(read.json()).toEqual({ success: true, data: { reminderEmailHours: 24, reminderSmsHours: 2 } });
    const res = await bare.call('updateNotificationSettings', {
      body: { reminderEmailHours: 12, reminderSmsHours: 1 },
      as: admin,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Il negozio non è ancora configurato.');
  });

  it('not locked by the plan: the admin without an active plan changes them', async () => {
    await givenShop(bare);
    const res = await bare.call('updateNotificationSettings', {
      body: { reminderEmailHours: 12, reminderSmsHours: 1 },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ reminderEmailHours: 12, reminderSmsHours: 1 });
  });
});

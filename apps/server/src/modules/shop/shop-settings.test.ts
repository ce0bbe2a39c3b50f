import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import type { ShopSettingsRequest } from '@barber/shared/schemas/shop-settings';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { MONDAY_MORNING, standardWeek } from '../../../test/helpers/booking';
import { givenStaff, outbox, type Staff } from '../../../test/helpers/staff';
import { clearShopCache } from './service';

/**
 * GET/PUT /admin/shop-settings (issue 27 item 1, ADR 0049): the owner edits the shop's details, hours with a break
 * and the booking rules; /api/shop and the booking grids follow at once; shortening the hours lists what it
 * leaves outside before saving; only the admin may call it; bad input changes nothing.
 */
let t: TestApp;
let s: Staff;

/** Saturday 6 June 2026: inside the window from the test clock (Monday 1 June). */
const SATURDAY = '2026-06-06';
const WEDNESDAY = '2026-06-03';

const hours = WEEKDAYS.map((day) => ({
  day,
  open: day !== 'sunday',
  startTime: day === 'sunday' ? null : '09:00',
  endTime: day === 'sunday' ? null : '19:00',
  hasBreak: false,
  breakStart: null,
  breakEnd: null,
}));

const body = (overrides: Partial<ShopSettingsRequest> = {}): ShopSettingsRequest => ({
  name: 'Barber Studio Test',
  tagline: '',
  address: 'Via Nassa 21',
  postalCode: '6900',
  city: 'Lugano',
  phone: '+41 91 555 01 23',
  email: 'info@example.ch',
  socialLinks: { instagram: '', facebook: '', tiktok: '' },
  openingHours: hours,
  booking: { windowDays: 30, changeNoticeHours: 24, slotStepMinutes: 15 },
  ...overrides,
});

const withSaturday = (endTime: string) => hours.map((d) => (d.day === 'saturday' ? { ...d, endTime } : d));

beforeAll(async () => {
  t = await createTestApp();
  s = await givenStaff(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(MONDAY_MORNING);
  await t.ctx.db.execute(sql`delete from appointments`);
  await t.ctx.db.execute(sql`delete from outbound_messages`);
  await t.ctx.db.execute(sql`
    update shop_settings set phone = '+41 91 555 01 23', opening_hours = ${JSON.stringify(hours)}::jsonb,
      booking_window_days = 30, change_notice_hours = 24, slot_step_minutes = 15`);
  await t.ctx.db.execute(sql`update barbers set working_hours = ${JSON.stringify(standardWeek())}::jsonb`);
  clearShopCache(t.ctx.db);
  // Written past the app, so said as the app says it: what it keeps in memory starts over (ADR 0076, 0080).
  t.ctx.realtime.availabilityChanged('all');
});

const slots = async (date: string) => {
  const res = await t.call('publicAvailableSlots', {
    query: { barberId: s.x.barber.id, date, duration: 30, serviceId: s.slot.service.id },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { time: string; available: boolean }[];
};
const shop = async () => (await t.call('shopState')).json().data;
const stored = async () =>
  (await queryRows<{ phone: string; slot_step_minutes: number }>(t.ctx.db, sql`select phone, slot_step_minutes from shop_settings`))[0];

describe('who may change the shop settings', () => {
  it('a customer or a barber gets 403, a visitor 401, and nothing changes', async () => {
    const changed = body({ phone: '+41 91 999 99 99' });
    expect((await t.call('updateShopSettings', { body: changed, as: s.client })).statusCode).toBe(403);
    expect((await t.call('updateShopSettings', { body: changed, as: s.x.user })).statusCode).toBe(403);
    expect((await t.call('updateShopSettings', { body: changed })).statusCode).toBe(401);
    expect((await t.call('shopSettings', { as: s.client })).statusCode).toBe(403);
    expect((await stored())?.phone).toBe('+41 91 555 01 23');
  });

  it('the admin reads what is stored', async () => {
    const res = await t.call('shopSettings', { as: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      phone: '+41 91 555 01 23',
      booking: { windowDays: 30, changeNoticeHours: 24, slotStepMinutes: 15 },
      socialLinks: { instagram: '', facebook: '', tiktok: '' },
    });
  });
});

describe('a save is seen at once', () => {
  it("changing the phone and Saturday's closing hour: /api/shop and the Saturday slots follow at once", async () => {
    expect((await slots(SATURDAY)).some((x) => x.time === '17:00' && x.available)).toBe(true);
    await shop(); // the cache holds the old details now
    const res = await t.call('updateShopSettings', {
      body: body({ phone: '091 555 77 88', openingHours: withSaturday('15:00'), confirmConflicts: true }),
      as: s.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Impostazioni salvate');
    const after = await shop();
    expect(after.phone).toBe('+41 91 555 77 88');
    expect(after.openingHours.find((d: { day: string }) => d.day === 'saturday')).toMatchObject({ endTime: '15:00' });
    const saturday = await slots(SATURDAY);
    expect(saturday.filter((x) => x.available).map((x) => x.time).at(-1)).toBe('14:30');
    expect(saturday.some((x) => x.time >= '15:00')).toBe(false);
  });

  it('the step, the window and the break reshape the grid; the notice rules changes and cancellations', async () => {
    const wednesdayBreak = hours.map((d) =>
      d.day === 'wednesday' ? { ...d, hasBreak: true, breakStart: '13:00', breakEnd: '14:30' } : d,
    );
    const res = await t.call('updateShopSettings', {
      body: body({ openingHours: wednesdayBreak, booking: { windowDays: 3, changeNoticeHours: 72, slotStepMinutes: 30 } }),
      as: s.admin,
    });
    expect(res.statusCode).toBe(200);
    const grid = await slots(WEDNESDAY);
    expect(grid.every((x) => x.time.endsWith(':00') || x.time.endsWith(':30'))).toBe(true);
    expect(grid.filter((x) => x.available).map((x) => x.time)).not.toContain('13:30');
    expect(grid.filter((x) => x.available).map((x) => x.time)).toContain('14:30');
    expect(await slots(SATURDAY)).toEqual([]); // 5 days ahead, the window is 3

    const booked = await t.call('bookAppointment', {
      body: { barberId: s.x.barber.id, serviceId: s.slot.service.id, date: WEDNESDAY, time: '10:00' },
      as: s.client,
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data._id as string;
    const cancel = await t.call('cancelAppointment', { params: { id }, body: {}, as: s.client });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("Non puoi più cancellare l'appuntamento perché mancano meno di 72 ore");
  });
});

describe('shorter hours never strand anything', () => {
  it('lists the barbers and appointments outside, saves nothing without confirmation, then tells them', async () => {
    const booked = await t.call('bookAppointment', {
      body: { barberId: s.x.barber.id, serviceId: s.slot.service.id, date: SATURDAY, time: '17:00' },
      as: s.client,
    });
    expect(booked.statusCode).toBe(201);
    const shorter = body({ openingHours: withSaturday('15:00') });

    const preview = await t.call('previewShopSettings', { body: shorter, as: s.admin });
    expect(preview.statusCode).toBe(200);
    const conflicts = preview.json().data;
    expect(conflicts.barbers.map((b: { name: string }) => b.name.split(' ')[0]).sort()).toEqual(['Mario', 'Xeno', 'Yuri']);
    expect(conflicts.barbers[0].days[0].day).toBe('saturday');
    expect(conflicts.appointments).toEqual([
      expect.objectContaining({ date: SATURDAY, startTime: '17:00', barberName: expect.stringContaining('Xeno') }),
    ]);

    const refused = await t.call('updateShopSettings', { body: shorter, as: s.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts).toEqual(conflicts);
    expect((await shop()).openingHours.find((d: { day: string }) => d.day === 'saturday').endTime).toBe('19:00');

    const saved = await t.call('updateShopSettings', { body: { ...shorter, confirmConflicts: true }, as: s.admin });
    expect(saved.statusCode).toBe(200);
    const [week] = await queryRows<{ working_hours: { day: string; endTime: string }[] }>(
      t.ctx.db,
      sql`select working_hours from barbers where id = ${s.x.barber.id}::uuid`,
    );
    expect(week!.working_hours.find((d) => d.day === 'saturday')?.endTime).toBe('15:00');
    expect((await outbox(t, 'schedule-update')).length).toBe(3);
    expect((await outbox(t, 'schedule-conflict')).length).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 400 in Italian with the field and changes nothing', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ ...body(), phone: '12' }, 'phone', /telefono|numero/i],
      [{ ...body(), booking: { windowDays: 0, changeNoticeHours: 24, slotStepMinutes: 15 } }, 'booking.windowDays', /Giorni di prenotazione/],
      [{ ...body(), booking: { windowDays: 30, changeNoticeHours: 24, slotStepMinutes: 7 } }, 'booking.slotStepMinutes', /Intervallo/],
      [
        { ...body(), openingHours: hours.map((d) => (d.day === 'monday' ? { ...d, hasBreak: true, breakStart: '08:00', breakEnd: '10:00' } : d)) },
        'openingHours.0.breakStart',
        /pausa/,
      ],
      [{ ...body(), socialLinks: { instagram: 'ftp://x', facebook: '', tiktok: '' } }, 'socialLinks.instagram', /Link non valido/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.callRaw('updateShopSettings', { body: payload, as: s.admin });
      expect(res.statusCode, field).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(errors.find((e) => e.field === field)?.message, field).toMatch(message);
    }
    expect(await stored()).toEqual({ phone: '+41 91 555 01 23', slot_step_minutes: 15 });
  });
});

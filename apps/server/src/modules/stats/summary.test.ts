import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appointmentRevenueRappen, retentionOf } from '@barber/shared/domain/stats';
import { rappenToChf } from '@barber/shared/domain/money';
import { queryRows } from '../../db/client';
import { appointments, payments, shopSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, givenShopWithFreeSlot, guestBody, type FreeSlot } from '../../../test/helpers/booking';
import { confirm, createIntent, intentBody } from '../../../test/helpers/payments';

/**
 * The running totals (ADR 0079) against the raw computation: after every kind of write through the API (bookings,
 * a paid booking, status changes, refunds, cancellations, a move), every figure of the statistics equals the one
 * computed here in JavaScript from the appointments and payments as they are, and the totals equal a rebuild from
 * scratch.
 */
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;
let anna: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
  anna = await makeUser(t);
  bruno = await makeUser(t);
});
afterAll(() => t.close());

/** The shop's day ("YYYY-MM-DD") and hour of an instant, by Intl: nothing shared with the SQL. */
function local(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Every figure of GET /admin/stats for [from, to), computed from the rows themselves (ADR 0020's rules). */
async function raw(from: string, to: string, timeZone: string, barberId?: string) {
  const rows = await t.ctx.db.select().from(appointments);
  const refunds = new Map<string, number>();
  for (const p of await t.ctx.db.select().from(payments)) {
    if (p.appointmentId) refunds.set(p.appointmentId, (refunds.get(p.appointmentId) ?? 0) + p.refundedRappen);
  }
  const days = new Map<string, { count: number; revenue: number }>();
  const hours = new Map<number, number>();
  const services = new Map<string, number>();
  const visits = new Map<string, number>();
  for (const a of rows) {
    const { day, hour } = local(a.startsAt, timeZone);
    if (a.status === 'cancelled' || day < from || day >= to || (barberId && a.barberId !== barberId)) continue;
    const d = days.get(day) ?? { count: 0, revenue: 0 };
    d.count++;
    d.revenue += appointmentRevenueRappen({ status: a.status, priceRappen: a.priceRappen, refundedRappen: refunds.get(a.id) ?? 0 });
    days.set(day, d);
    hours.set(hour, (hours.get(hour) ?? 0) + 1);
    services.set(a.serviceName, (services.get(a.serviceName) ?? 0) + 1);
    const client = a.clientUserId ?? (a.guestEmail?.toLowerCase() || a.guestPhone || null);
    if (client) visits.set(client, (visits.get(client) ?? 0) + 1);
  }
  const sorted = [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    appointmentsByDay: sorted.map(([day, d]) => ({ day, count: d.count })),
    revenueByDay: sorted.filter(([, d]) => d.revenue !== 0).map(([day, d]) => ({ day, revenue: rappenToChf(d.revenue) })),
    peakHours: [...hours.entries()].sort(([a], [b]) => a - b).map(([hour, count]) => ({ hour, count })),
    serviceStats: [...services.entries()].map(([name, count]) => ({ name, count })),
    customerRetention: retentionOf([...visits.values()]),
    appointments: sorted.reduce((n, [, d]) => n + d.count, 0),
    revenue: rappenToChf(sorted.reduce((n, [, d]) => n + d.revenue, 0)),
  };
}

type Summary = { barber_id: string; kind: string; starts: string; key: string; appointments: number; revenue_rappen: number; minutes: number };
const summaryRows = () =>
  queryRows<Summary>(
    t.ctx.db,
    sql`select barber_id, kind, starts::text as starts, key, appointments, revenue_rappen::float8 as revenue_rappen, minutes::float8 as minutes
        from stats_summary where appointments <> 0 or revenue_rappen <> 0 or minutes <> 0 order by 1, 2, 3, 4`,
  );

/** The statistics of every timeframe, for the shop and for the barber, equal the raw figures; the totals a rebuild's. */
async function expectExact(timeZone = 'Europe/Zurich') {
  for (const timeframe of ['week', 'month', 'year'] as const) {
    for (const barberId of [undefined, slot.barber.id]) {
      const body = (await t.call('adminStats', { query: { timeframe, barberId }, as: admin })).json();
      const want = await raw(body.from, body.to, timeZone, barberId);
      const label = `${timeframe} ${barberId ? 'barber' : 'shop'}`;
      expect(body.appointmentsByDay.filter((d: { count: number }) => d.count > 0), label).toEqual(want.appointmentsByDay);
      expect(body.revenueByDay.filter((d: { revenue: number }) => d.revenue !== 0), label).toEqual(want.revenueByDay);
      expect(body.peakHours, label).toEqual(want.peakHours);
      expect(body.serviceStats, label).toEqual(expect.arrayContaining(want.serviceStats));
      expect(body.serviceStats, label).toHaveLength(want.serviceStats.length);
      expect(body.customerRetention, label).toEqual(want.customerRetention);
      expect(body.totals.appointments, label).toBe(want.appointments);
      expect(body.totals.revenue, label).toBe(want.revenue);
    }
    const mine = (await t.call('barberStats', { params: { id: slot.barber.id }, query: { timeframe }, as: admin })).json();
    const want = await raw(mine.from, mine.to, timeZone, slot.barber.id);
    expect(mine.appointments.total).toBe(want.appointments);
    expect(mine.revenue.total).toBe(want.revenue);
  }
  const kept = await summaryRows();
  await t.ctx.db.execute(sql`select stats_rebuild()`);
  expect(kept).toEqual(await summaryRows());
}

describe('the statistics’ running totals (ADR 0079)', () => {
  const ids: Record<string, string> = {};

  it('bookings: two accounts, a guest, a paid booking', async () => {
    await expectExact();
    const a = await t.call('bookAppointment', { body: bookingBody(slot, { time: '09:00', paymentType: 'in_person' }), as: anna });
    expect(a.statusCode).toBe(201);
    ids.anna = a.json().data._id;
    const b = await t.call('bookAppointment', { body: bookingBody(slot, { time: '09:30', paymentType: 'in_person' }), as: bruno });
    ids.bruno = b.json().data._id;
    const g = await t.call('guestBooking', { body: guestBody(slot, { time: '11:00', email: 'Ospite@Example.ch' }) });
    expect(g.statusCode).toBe(201);
    ids.guest = g.json()._id;
    const intent = (await createIntent(t, intentBody(slot), anna.auth)).json();
    await confirm(t, intent.paymentIntentId, 'pm_card_visa', anna.auth);
    ids.paid = intent.appointmentId;
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intent.paymentIntentId));
    ids.payment = payment!.id;
    await expectExact();
  });

  it('status changes to completed, a partial refund, then a full one', async () => {
    // The paid booking's day is after Wednesday: the clock moves past every booking.
    t.clock.set('2026-06-20T18:00:00Z');
    for (const id of [ids.anna!, ids.guest!, ids.paid!]) {
      const res = await t.call('staffAppointmentStatus', { params: { id }, body: { status: 'completed' }, as: admin });
      expect(res.statusCode).toBe(200);
    }
    await expectExact();
    const year = async () => (await t.call('adminStats', { query: { timeframe: 'year' }, as: admin })).json().totals.revenue as number;
    const before = await year();
    expect((await t.call('refundPayment', { params: { id: ids.payment! }, body: { amount: 10.5 }, as: admin })).statusCode).toBe(200);
    expect(await year()).toBe(before - 10.5);
    await expectExact();
    expect((await t.call('refundPayment', { params: { id: ids.payment! }, body: {}, as: admin })).statusCode).toBe(200);
    await expectExact();
  });

  it('a completed appointment back to confirmed, a cancellation, a move', async () => {
    await t.call('staffAppointmentStatus', { params: { id: ids.anna! }, body: { status: 'confirmed' }, as: admin });
    await expectExact();
    const cancelled = await t.call('staffAppointmentStatus', { params: { id: ids.bruno! }, body: { status: 'cancelled' }, as: admin });
    expect(cancelled.statusCode).toBe(200);
    await expectExact();
    // A move straight in the table (the admin's move checks the calendar; the totals only see the row change).
    await t.ctx.db
      .update(appointments)
      .set({ startsAt: new Date('2026-07-01T07:00:00Z'), endsAt: new Date('2026-07-01T07:30:00Z'), clientUserId: bruno.id })
      .where(eq(appointments.id, ids.guest!));
    await expectExact();
  });

  it('an appointment deleted with its refunded payment, and a change of the shop’s time zone', async () => {
    await t.ctx.db.delete(appointments).where(eq(appointments.id, ids.paid!));
    await expectExact();
    await t.ctx.db.update(shopSettings).set({ timeZone: 'America/New_York' }).where(eq(shopSettings.id, 1));
    await expectExact('America/New_York');
    await t.ctx.db.update(shopSettings).set({ timeZone: 'Europe/Zurich' }).where(eq(shopSettings.id, 1));
    await expectExact();
  });
});

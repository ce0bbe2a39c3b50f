import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { appointments, orders, payments } from '../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { makeService } from '../../../test/helpers/booking';
import { callers, expectRefused, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
let clientB: TestUser;
/** 2026-10-20 in Zurich: the month is October 2026, whose last Sunday (the 25th) has 25 hours. */
const NOW = '2026-10-20T10:00:00Z';
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
    clientB = await makeUser(t);
    await seedOctober();
  },
  { everyTestAt: NOW },
);

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
/** One appointment at an exact instant (the callers keep one barber's times apart: the exclusion constraint). */
async function book(
  barberId: string,
  startsAt: string,
  status: Status,
  who: { userId?: string; guestEmail?: string; nickname?: string },
  price = 3000,
  service = s.slot.service,
) {
  const start = new Date(startsAt);
  const [row] = await t.ctx.db
    .insert(appointments)
    .values({
      barberId,
      serviceId: service.id,
      serviceName: service.name,
      durationMinutes: 30,
      priceRappen: price,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      status,
      bookingKind: who.userId ? 'online' : who.guestEmail ? 'guest' : 'admin',
      clientUserId: who.userId ?? null,
      guestFirstName: who.guestEmail ? 'Gina' : null,
      guestLastName: who.guestEmail ? 'Ospite' : null,
      guestEmail: who.guestEmail ?? null,
      clientNickname: who.nickname ?? null,
    })
    .returning();
  return row!;
}

async function refund(appointmentId: string, amount: number, refunded: number) {
  await t.ctx.db.insert(payments).values({
    reference: `ref-${appointmentId}`,
    kind: 'appointment',
    amountRappen: amount,
    method: 'cash',
    provider: 'manual',
    status: 'partially_refunded',
    statusAt: new Date(NOW),
    refundedRappen: refunded,
    appointmentId,
    description: 'Test',
  });
}

/**
 * October 2026 for barbers X and Y, plus September (the previous period) and November (outside), with every
 * status, a refund, guests, a phone booking under a nickname, and appointments either side of local midnight on
 * the DST day. Pseudo-random but fixed (a linear congruential sequence), so a failure repeats.
 */
async function seedOctober() {
  const beard = await makeService(t, { name: 'Barba Modellata', priceRappen: 2500, durationMinutes: 30 });
  let r = 7;
  const next = (n: number) => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r % n;
  };
  const statuses: Status[] = ['pending', 'confirmed', 'completed', 'completed', 'cancelled'];
  for (let i = 0; i < 160; i++) {
    const day = 1 + (i % 31);
    const barber = i % 3 === 0 ? s.y.barber.id : s.x.barber.id;
    // Hours 06-20 UTC, distinct per (barber, day) by i.
    const hour = 6 + Math.floor(i / 31) * 3 + next(2);
    const iso = `2026-10-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${i % 2 ? '00' : '30'}:00Z`;
    const who = [{ userId: s.client.id }, { userId: clientB.id }, { guestEmail: `ospite${next(4)}@example.ch` }, { nickname: 'Telefono' }][next(4)]!;
    await book(barber, iso, statuses[next(5)]!, who, 2000 + next(4) * 500, next(3) === 0 ? beard : s.slot.service);
  }
  // Either side of local midnight on the 25 hours' day: 2026-10-25 00:30 local is 22:30 UTC on the 24th (UTC+2),
  // 23:30 local on the 25th is 22:30 UTC on the 25th (UTC+1); both are the 25th in the shop.
  await book(s.x.barber.id, '2026-10-24T22:30:00Z', 'completed', { userId: s.client.id }, 4000);
  await book(s.x.barber.id, '2026-10-25T22:30:00Z', 'completed', { userId: s.client.id }, 4000);
  // 2026-10-31T23:30Z is 00:30 on November 1st in Zurich (UTC+1): not October.
  await book(s.x.barber.id, '2026-10-31T23:30:00Z', 'completed', { userId: s.client.id }, 9900);
  // And 2026-09-30T22:30Z is 00:30 on October 1st in Zurich (UTC+2): October.
  await book(s.x.barber.id, '2026-09-30T22:30:00Z', 'completed', { userId: clientB.id }, 1500);
  // A refund on a completed appointment and on a cancelled one.
  const done = await book(s.x.barber.id, '2026-10-14T05:00:00Z', 'completed', { userId: clientB.id }, 5000);
  await refund(done.id, 5000, 2000);
  const gone = await book(s.x.barber.id, '2026-10-14T04:00:00Z', 'cancelled', { userId: clientB.id }, 5000);
  await refund(gone.id, 5000, 5000);
  // September for X: the previous period of the barber's statistics.
  for (let i = 0; i < 4; i++) await book(s.x.barber.id, `2026-09-1${i}T08:00:00Z`, 'completed', { userId: s.client.id }, 3000);
  // A shop order in October (and a cancelled one, which does not count).
  for (const [status, total] of [['delivered', 4590], ['cancelled', 1000]] as const) {
    await t.ctx.db.insert(orders).values({
      orderNumber: `BS-TEST-${status}`,
      status,
      customerName: 'Anna',
      customerEmail: 'anna@example.ch',
      customerPhone: '079 123 45 67',
      customerAddress: 'Via 1',
      customerPostalCode: '6900',
      customerCity: 'Lugano',
      subtotalRappen: total,
      totalRappen: total,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      createdAt: new Date('2026-10-05T09:00:00Z'),
    });
  }
}


describe('statistics: access', () => {
  it('GET /admin/stats is the admin’s only; a barber reads only their own statistics', async () => {
    await expectRefused(t, s, [{ route: 'adminStats' }]);
    const c = callers(s);
    expect((await t.call('barberStats', { params: { id: s.y.barber.id }, headers: c.barberX })).statusCode).toBe(403);
    expect((await t.call('barberStats', { params: { id: s.x.barber.id }, headers: c.barberX })).statusCode).toBe(200);
    expect((await t.call('barberStats', { params: { id: s.x.barber.id }, headers: c.client })).statusCode).toBe(403);
    expect((await t.call('barberStats', { params: { id: s.x.barber.id }, headers: c.guest })).statusCode).toBe(401);
    expect((await t.call('barberStats', { params: { id: s.y.barber.id }, headers: c.admin })).statusCode).toBe(200);
    expect((await t.call('barberStats', { params: { id: '00000000-0000-4000-8000-000000000000' }, as: s.admin })).statusCode).toBe(404);
  });

  it('refuses an unknown timeframe in Italian', async () => {
    const res = await t.callRaw('adminStats', { query: { timeframe: 'decade' }, as: s.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Periodo non valido: scegli settimana, mese o anno');
  });
});

/** The same figures straight from the table, written differently from the service's SQL. */
async function direct(barberId?: string) {
  const filter = barberId ? sql`and barber_id = ${barberId}::uuid` : sql``;
  const days = await queryRows<{ day: string; n: number; revenue: number }>(
    t.ctx.db,
    sql`select to_char(timezone('Europe/Zurich', starts_at), 'YYYY-MM-DD') as day, count(*)::int as n,
          sum(case when status = 'completed' then price_rappen - coalesce((select sum(refunded_rappen) from payments p where p.appointment_id = a.id), 0) else 0 end)::int as revenue
        from appointments a
        where status <> 'cancelled' and timezone('Europe/Zurich', starts_at) >= '2026-10-01' and timezone('Europe/Zurich', starts_at) < '2026-11-01' ${filter}
        group by 1 order by 1`,
  );
  const services = await queryRows<{ name: string; n: number }>(
    t.ctx.db,
    sql`select service_name as name, count(*)::int as n from appointments
        where status <> 'cancelled' and timezone('Europe/Zurich', starts_at) >= '2026-10-01' and timezone('Europe/Zurich', starts_at) < '2026-11-01' ${filter}
        group by 1 order by 2 desc, 1`,
  );
  return { days, services };
}

describe('GET /admin/stats', () => {
  it('a month equals the counts and sums computed directly from the database, per day and in total', async () => {
    for (const barberId of [undefined, s.x.barber.id]) {
      const res = await t.call('adminStats', { query: { timeframe: 'month', barberId }, as: s.admin });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const { days, services } = await direct(barberId);
      expect(body.appointmentsByDay).toHaveLength(31);
      expect(body.appointmentsByDay.filter((d: { count: number }) => d.count > 0)).toEqual(days.map((d) => ({ day: d.day, count: d.n })));
      expect(body.revenueByDay.filter((d: { revenue: number }) => d.revenue !== 0)).toEqual(
        days.filter((d) => d.revenue !== 0).map((d) => ({ day: d.day, revenue: d.revenue / 100 })),
      );
      const total = days.reduce((n, d) => n + d.n, 0);
      const revenue = days.reduce((n, d) => n + d.revenue, 0) / 100;
      expect(body.totals.appointments).toBe(total);
      expect(body.totals.revenue).toBeCloseTo(revenue, 2);
      expect(body.appointmentsByMonth).toEqual([{ month: '2026-10', count: total }]);
      expect(body.revenueByMonth[0].revenue).toBeCloseTo(revenue, 2);
      expect(body.serviceStats).toEqual(services.map((r) => ({ name: r.name, count: r.n })));
      expect(body.peakHours.reduce((n: number, h: { count: number }) => n + h.count, 0)).toBe(total);
      expect(total).toBeGreaterThan(50);
    }
  });

  it('buckets by the shop’s day: both sides of midnight on the 25-hour day are the 25th, 00:30 on the 1st is October', async () => {
    const body = (await t.call('adminStats', { query: { timeframe: 'month', barberId: s.x.barber.id }, as: s.admin })).json();
    const { days } = await direct(s.x.barber.id);
    const the25th = body.appointmentsByDay.find((d: { day: string }) => d.day === '2026-10-25');
    expect(the25th.count).toBe(days.find((d) => d.day === '2026-10-25')!.n);
    expect(the25th.count).toBeGreaterThanOrEqual(2);
    expect(body.appointmentsByDay.filter((d: { day: string }) => d.day === '2026-10-25')).toHaveLength(1);
    // 2026-10-31T23:30Z is November in Zurich: not in October.
    const november = body.appointmentsByDay.find((d: { day: string }) => d.day === '2026-10-31');
    expect(november.count).toBe(days.find((d) => d.day === '2026-10-31')?.n ?? 0);
    // The midnight appointments' hours are the local ones (00 and 23).
    expect(body.peakHours.map((h: { hour: number }) => h.hour)).toEqual(expect.arrayContaining([0, 23]));
  });

  it("retention counts clients by visits; '1 visita' is not retained; cancellations and nicknames are no visits", async () => {
    const body = (await t.call('adminStats', { query: { timeframe: 'month' }, as: s.admin })).json();
    const visits = await queryRows<{ visits: number }>(
      t.ctx.db,
      sql`select count(*)::int as visits from appointments
          where status <> 'cancelled' and timezone('Europe/Zurich', starts_at) >= '2026-10-01' and timezone('Europe/Zurich', starts_at) < '2026-11-01'
            and (client_user_id is not null or guest_email is not null)
          group by coalesce(client_user_id::text, lower(guest_email))`,
    );
    const retention = body.customerRetention as { name: string; value: number }[];
    expect(retention.map((b) => b.name)).toEqual(['1 visita', '2 visite', '3-5 visite', '6-10 visite', 'Più di 10 visite']);
    expect(retention.reduce((n, b) => n + b.value, 0)).toBe(visits.length);
    expect(retention[0]!.value).toBe(visits.filter((v) => v.visits === 1).length);
    expect(body.totals.retainedClients).toBe(visits.filter((v) => v.visits > 1).length);
  });

  it('shows the shop’s orders as a figure of their own, for all barbers only', async () => {
    expect((await t.call('adminStats', { query: { timeframe: 'month' }, as: s.admin })).json().totals.shopRevenue).toBe(45.9);
    expect((await t.call('adminStats', { query: { timeframe: 'month', barberId: s.x.barber.id }, as: s.admin })).json().totals.shopRevenue).toBe(0);
  });

  it('week and year: the calendar week of today by day and month, the year with its 12 months', async () => {
    const week = (await t.call('adminStats', { query: { timeframe: 'week' }, as: s.admin })).json();
    expect(week).toMatchObject({ timeframe: 'week', from: '2026-10-19', to: '2026-10-26' });
    expect(week.appointmentsByDay).toHaveLength(7);
    const year = (await t.call('adminStats', { query: { timeframe: 'year' }, as: s.admin })).json();
    expect(year.appointmentsByMonth).toHaveLength(12);
    const september = year.appointmentsByMonth.find((m: { month: string }) => m.month === '2026-09');
    expect(september.count).toBe(4);
    // The default timeframe is the month.
    expect((await t.call('adminStats', { as: s.admin })).json()).toMatchObject({ timeframe: 'month', from: '2026-10-01', to: '2026-11-01' });
  });
});

describe('GET /barbers/:id/stats', () => {
  it('the month against the previous one, with average duration and the most popular service', async () => {
    const res = await t.call('barberStats', { params: { id: s.x.barber.id }, as: s.x.user });
    const body = res.json();
    const { days, services } = await direct(s.x.barber.id);
    const total = days.reduce((n, d) => n + d.n, 0);
    const revenue = days.reduce((n, d) => n + d.revenue, 0) / 100;
    expect(body.timeframe).toBe('month');
    expect(body.appointments.total).toBe(total);
    expect(body.appointments.previousPeriod).toBe(4);
    expect(body.appointments.change).toBe(Math.round(((total - 4) / 4) * 1000) / 10);
    expect(body.revenue.total).toBeCloseTo(revenue, 2);
    expect(body.revenue.previousPeriod).toBe(120);
    expect(body.duration.average).toBe(30);
    expect(body.mostPopularService).toEqual({ name: services[0]!.name, count: services[0]!.n });
    expect(body.appointmentsByPeriod).toHaveLength(31);
    expect(body.revenueByPeriod.reduce((n: number, p: { amount: number }) => n + p.amount, 0)).toBeCloseTo(revenue, 2);
    expect(body.serviceDistribution.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(total);
  });

  it('leaves the change out when the previous period is zero, and answers an empty period', async () => {
    // Y had nothing in September.
    const y = (await t.call('barberStats', { params: { id: s.y.barber.id }, query: { timeframe: 'month' }, as: s.y.user })).json();
    expect(y.appointments.previousPeriod).toBe(0);
    expect(y.appointments).not.toHaveProperty('change');
    expect(y.revenue).not.toHaveProperty('change');
    t.clock.set('2027-06-15T10:00:00Z');
    const empty = (await t.call('barberStats', { params: { id: s.y.barber.id }, query: { timeframe: 'week' }, as: s.y.user })).json();
    expect(empty).toMatchObject({ appointments: { total: 0, previousPeriod: 0 }, mostPopularService: null, duration: { average: 0 } });
    expect(empty.appointmentsByPeriod).toHaveLength(7);
  });

  it('the year by month', async () => {
    const year = (await t.call('barberStats', { params: { id: s.x.barber.id }, query: { timeframe: 'year' }, as: s.admin })).json();
    expect(year.appointmentsByPeriod.map((p: { period: string }) => p.period)[0]).toBe('2026-01');
    expect(year.appointmentsByPeriod).toHaveLength(12);
    expect(year.appointments.previousPeriod).toBe(0);
  });
});

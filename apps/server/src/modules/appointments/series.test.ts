import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { makeBarber, MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import type { Staff } from '../../../test/helpers/staff';
import { bookGuest, withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

type Occurrence = { date: string; time: string; free: boolean; reason: string | null; alternative: { date: string; time: string } | null };
type Booked = { _id: string; date: string; time: string; status: string; seriesId: string | null };

/** A barber of their own per test, offering the cast's service, with the standard week. */
const freshBarber = () => makeBarber(t, { services: [s.slot.service] });
const choice = (barberId: string, extra: object = {}) => ({
  barberId,
  serviceId: s.slot.service.id,
  date: WEDNESDAY,
  time: '10:00',
  ...extra,
});
const preview = async (barberId: string, repeat: object, auth = s.client.auth) => {
  const res = await t.callRaw('seriesPreview', { body: { ...choice(barberId), repeat }, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { occurrences: Occurrence[] } }).data.occurrences;
};
const bookSeries = (barberId: string, repeat: object, auth: Record<string, string> = s.client.auth) =>
  t.callRaw('bookAppointment', { body: choice(barberId, { repeat }), headers: auth });
const count = async () => (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from appointments`))[0]!.n;
const statuses = async (ids: string[]) =>
  Promise.all(
    ids.map(async (id) => (await queryRows<{ status: string }>(t.ctx.db, sql`select status from appointments where id = ${id}::uuid`))[0]!.status),
  );

describe('a series every 3 weeks, 3 times', () => {
  it('previews three free dates 21 days apart, then books three appointments of one series', async () => {
    const barber = await freshBarber();
    const repeat = { everyWeeks: 3, count: 3 };
    expect(await preview(barber.id, repeat)).toEqual([
      { date: '2026-06-03', time: '10:00', free: true, reason: null, alternative: null },
      { date: '2026-06-24', time: '10:00', free: true, reason: null, alternative: null },
      // Beyond the shop's 30-day window: a series' later dates may be (ADR 0068).
      { date: '2026-07-15', time: '10:00', free: true, reason: null, alternative: null },
    ]);
    const res = await bookSeries(barber.id, repeat);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { data: Booked; series: Booked[] };
    expect(body.series.map((a) => `${a.date} ${a.time} ${a.status}`)).toEqual([
      '2026-06-03 10:00 confirmed',
      '2026-06-24 10:00 confirmed',
      '2026-07-15 10:00 confirmed',
    ]);
    const starts = body.series.map((a) => new Date(`${a.date}T00:00:00Z`).getTime());
    expect([starts[1]! - starts[0]!, starts[2]! - starts[1]!]).toEqual([21 * 86_400_000, 21 * 86_400_000]);
    expect(body.data._id).toBe(body.series[0]!._id);
    const seriesIds = new Set(body.series.map((a) => a.seriesId));
    expect(seriesIds.size).toBe(1);
    expect([...seriesIds][0]).toMatch(/^[0-9a-f-]{36}$/);
    // Each appointment is one of its own: its own confirmation email.
    const mails = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from outbound_messages where kind = 'booking-confirmation' and recipient = ${s.client.email}`,
    );
    expect(mails[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('shows a taken date with the nearest free alternative and books it when accepted', async () => {
    const barber = await freshBarber();
    await bookGuest(t, s, barber.id, '2026-06-24', '10:00');
    const repeat = { everyWeeks: 3, count: 3 };
    const occurrences = await preview(barber.id, repeat);
    // Same day, nearest time: 09:30 and 10:30 are as close; the earlier one.
    expect(occurrences[1]).toEqual({
      date: '2026-06-24',
      time: '10:00',
      free: false,
      reason: 'taken',
      alternative: { date: '2026-06-24', time: '09:30' },
    });
    expect(occurrences.filter((o) => o.free)).toHaveLength(2);
    const res = await bookSeries(barber.id, { ...repeat, changes: [{ date: '2026-06-24', to: occurrences[1]!.alternative }] });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { series: Booked[] }).series.map((a) => `${a.date} ${a.time}`)).toEqual([
      '2026-06-03 10:00',
      '2026-06-24 09:30',
      '2026-07-15 10:00',
    ]);
  });

  it('books without a dropped date', async () => {
    const barber = await freshBarber();
    const res = await bookSeries(barber.id, { everyWeeks: 2, count: 3, changes: [{ date: '2026-06-17', to: null }] });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { series: Booked[] }).series.map((a) => a.date)).toEqual(['2026-06-03', '2026-07-01']);
  });

  it('a date taken between preview and confirmation: 409 with the dates to choose again, nothing booked', async () => {
    const barber = await freshBarber();
    const repeat = { everyWeeks: 2, count: 3 };
    expect((await preview(barber.id, repeat)).every((o) => o.free)).toBe(true);
    await bookGuest(t, s, barber.id, '2026-06-17', '10:00');
    const before = await count();
    const res = await bookSeries(barber.id, repeat);
    expect(res.statusCode).toBe(409);
    const body = res.json() as { code: string; message: string; dates: string[]; occurrences: Occurrence[] };
    expect(body.code).toBe('SERIES_CONFLICT');
    expect(body.message).toContain('Nessun appuntamento è stato creato');
    expect(body.dates).toEqual(['2026-06-17']);
    expect(body.occurrences[1]).toMatchObject({ date: '2026-06-17', free: false, reason: 'taken', alternative: { date: '2026-06-17', time: '09:30' } });
    expect(await count()).toBe(before);
  });

  it('refuses a date the barber does not work like a single booking would, and books nothing', async () => {
    const barber = await freshBarber();
    const before = await count();
    // 2026-06-07 is a Sunday: closed.
    const res = await t.callRaw('bookAppointment', {
      body: { ...choice(barber.id), date: '2026-06-07', repeat: { everyWeeks: 2, count: 2 } },
      headers: s.client.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SERIES_CONFLICT');
    expect(await count()).toBe(before);
  });
});

describe('what a series accepts', () => {
  it.each([
    ['every 5 weeks', { everyWeeks: 5, count: 3 }, 'Scegli ogni 2, 3, 4 o 6 settimane'],
    ['13 times', { everyWeeks: 2, count: 13 }, 'Una serie va da 2 a 12 appuntamenti'],
    ['once', { everyWeeks: 2, count: 1 }, 'Una serie va da 2 a 12 appuntamenti'],
    ['a change of a date not in the series', { everyWeeks: 2, count: 2, changes: [{ date: '2026-06-10', to: null }] }, 'Una data scelta non fa parte della serie o è a più di 3 giorni dalla sua'],
    ['an alternative a week away', { everyWeeks: 2, count: 2, changes: [{ date: '2026-06-17', to: { date: '2026-06-24', time: '10:00' } }] }, 'Una data scelta non fa parte della serie o è a più di 3 giorni dalla sua'],
    ['every date dropped', { everyWeeks: 2, count: 2, changes: [{ date: '2026-06-03', to: null }, { date: '2026-06-17', to: null }] }, 'Tieni almeno una data della serie'],
  ])('answers 400 in Italian for %s and books nothing', async (_label, repeat, message) => {
    const before = await count();
    const res = await bookSeries(s.x.barber.id, repeat);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('says it in German too', async () => {
    const res = await t.callRaw('bookAppointment', {
      body: choice(s.x.barber.id, { repeat: { everyWeeks: 2, count: 20 } }),
      headers: { ...s.client.auth, 'accept-language': 'de-CH' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Eine Serie umfasst 2 bis 12 Termine');
  });

  it('is paid in the shop: online payment with a repeat is a 400', async () => {
    const res = await bookSeries(s.x.barber.id, { everyWeeks: 2, count: 2 }).then(() =>
      t.callRaw('bookAppointment', {
        body: choice(s.x.barber.id, { paymentType: 'online', repeat: { everyWeeks: 2, count: 2 } }),
        headers: s.client.auth,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Una serie si paga in sede: scegli il pagamento in sede');
  });

  it('the owner books one on the phone', async () => {
    const barber = await freshBarber();
    const res = await t.callRaw('adminBooking', {
      body: { clientNickname: 'Gino', ...choice(barber.id), repeat: { everyWeeks: 6, count: 2 } },
      headers: s.admin.auth,
    });
    expect(res.statusCode).toBe(201);
    const series = (res.json() as { series: (Booked & { isAdminBooking: boolean })[] }).series;
    expect(series.map((a) => [a.date, a.isAdminBooking])).toEqual([
      ['2026-06-03', true],
      ['2026-07-15', true],
    ]);
  });
});

describe('cancel the rest of the series', () => {
  const bookThree = async (barberId: string, time = '10:00') => {
    const res = await t.callRaw('bookAppointment', {
      body: choice(barberId, { time, repeat: { everyWeeks: 2, count: 3 } }),
      headers: s.client.auth,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { series: Booked[] }).series.map((a) => a._id);
  };

  it('by the customer: this appointment and every later one, the earlier one kept', async () => {
    const ids = await bookThree((await freshBarber()).id);
    const res = await t.call('cancelSeriesRest', { params: { id: ids[1]! }, body: null, as: s.client });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Booked[]).map((a) => a._id)).toEqual([ids[1], ids[2]]);
    expect(await statuses(ids)).toEqual(['confirmed', 'cancelled', 'cancelled']);
  });

  it("never another customer's series", async () => {
    const ids = await bookThree((await freshBarber()).id);
    const other = await makeUser(t);
    const res = await t.call('cancelSeriesRest', { params: { id: ids[0]! }, body: null, as: other });
    expect(res.statusCode).toBe(404);
    expect(await statuses(ids)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('by the owner from the first: every appointment, each told to the customer', async () => {
    const ids = await bookThree((await freshBarber()).id);
    const res = await t.call('staffCancelSeriesRest', { params: { id: ids[0]! }, body: { cancellationReason: 'Chiusura' }, as: s.admin });
    expect(res.statusCode).toBe(200);
    expect(await statuses(ids)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it("by a barber only for their own diary; another barber's is forbidden", async () => {
    const ids = await bookThree(s.x.barber.id, '15:00');
    const refused = await t.call('staffCancelSeriesRest', { params: { id: ids[0]! }, body: null, as: s.y.user });
    expect(refused.statusCode).toBe(403);
    const res = await t.call('staffCancelSeriesRest', { params: { id: ids[1]! }, body: null, as: s.x.user });
    expect(res.statusCode).toBe(200);
    expect(await statuses(ids)).toEqual(['confirmed', 'cancelled', 'cancelled']);
  });
});

describe('a deposit in a series (ADR 0064, 0068)', () => {
  const policy = {
    enabled: true,
    kind: 'fixed' as const,
    fixedAmount: 10,
    percent: 30,
    threshold: 1,
    firstTimeAtPeak: true,
    peakDays: ['wednesday' as const],
    peakFrom: '09:00',
    peakTo: '19:00',
  };

  it('is decided per appointment; a series that needs one answers 402 with how to book, and books nothing', async () => {
    const set = (enabled: boolean) => t.call('updateDepositPolicy', { body: { ...policy, enabled }, as: s.admin });
    expect((await set(true)).statusCode).toBe(200);
    try {
      const barber = await freshBarber();
      const before = await count();
      // A first-time customer on Wednesdays at peak: every date of the series would need a deposit.
      const res = await bookSeries(barber.id, { everyWeeks: 2, count: 2 }, (await makeUser(t)).auth);
      expect(res.statusCode).toBe(402);
      const body = res.json() as { code: string; message: string; deposit: { amount: number } };
      expect(body.code).toBe('DEPOSIT_REQUIRED');
      expect(body.message).toBe(
        'Per i tuoi appuntamenti è richiesto un acconto, uno per appuntamento: prenota le date una alla volta per pagarlo.',
      );
      expect(body.deposit.amount).toBe(10);
      expect(await count()).toBe(before);
      // The owner's phone booking is never asked.
      const phone = await t.callRaw('adminBooking', {
        body: { clientNickname: 'Gino', ...choice(barber.id), repeat: { everyWeeks: 2, count: 2 } },
        headers: s.admin.auth,
      });
      expect(phone.statusCode).toBe(201);
    } finally {
      await set(false);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hoursOutsideShop, shopWindow, type OpeningDay } from '@barber/shared/domain/opening-hours';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { minutesToTime, timeToMinutes, weekdayOf } from '@barber/shared/domain/zoned-time';
import { demoShop } from './demo-data';
import { queryRows } from '../db/client';
import { seedDemo } from './seed';
import { clearShopCache } from '../modules/shop/service';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.database)).toBe(true);
  clearShopCache(t.ctx.db);
});
afterAll(() => t.close());

describe('demo booking data', () => {
  it('has three active barbers with different hours, Marco linked to the barber account', async () => {
    const res = await t.call('barberDirectory');
    const barbers = res.json() as { _id: string; firstName: string; services: string[]; workingHours: { day: string; isWorking: boolean }[] }[];
    expect(barbers.map((b) => b.firstName)).toEqual(['Davide', 'Luca', 'Marco']);
    const workingDays = barbers.map((b) => b.workingHours.filter((d) => d.isWorking).map((d) => d.day).join(','));
    expect(new Set(workingDays).size).toBe(3);
    expect(barbers.find((b) => b.firstName === 'Marco')!.services).toHaveLength(9);
    const [link] = await queryRows<{ email: string }>(
      t.ctx.db,
      sql`select u.email from barbers b join users u on u.id = b.user_id where b.first_name = 'Marco'`,
    );
    expect(link?.email).toBe('marco@barberstudio-lugano.ch');
  });

  it('has demo accounts that count as confirmed (ADR 0031): their guest bookings join them', async () => {
    const [row] = await queryRows<{ unconfirmed: number; total: number }>(
      t.ctx.db,
      sql`select count(*) filter (where email_confirmed_at is null)::int as unconfirmed, count(*)::int as total from users`,
    );
    expect(row!.total).toBeGreaterThan(0);
    expect(row!.unconfirmed).toBe(0);
  });

  it("has the spec's services and prices", async () => {
    const services = (await t.call('activeServices')).json() as { name: string; price: number }[];
    expect(Object.fromEntries(services.map((s) => [s.name, s.price]))).toEqual({
      'Taglio + Shampoo': 30,
      'Barba Modellata': 25,
      'Taglio + Barba': 45,
      'Taglio Bambino': 25,
      'Hair Tattoo': 5,
      'Sopracciglia con Lama': 7,
      'Sopracciglia a Cera': 12,
      Tinta: 40,
      'Rifinitura Contorni': 10,
    });
  });

  it('has upcoming appointments, a future vacation and no overlapping active appointments', async () => {
    const [counts] = await queryRows<{ upcoming: number; vacations: number; overlaps: number }>(
      t.ctx.db,
      sql`select
        (select count(*)::int from appointments where starts_at > now() and status = 'confirmed') as upcoming,
        (select count(*)::int from barber_vacations where start_date > current_date) as vacations,
        (select count(*)::int from appointments a join appointments b on a.barber_id = b.barber_id and a.id < b.id
           and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
           where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')) as overlaps`,
    );
    expect(counts).toEqual({ upcoming: 6, vacations: 1, overlaps: 0 });
  });

  // ADR 0014: the public page's opening hours, the hours the panels show and the times the slot engine offers.
  it("agrees with the shop: the public page's hours, the barbers' panels and the slot engine", async () => {
    const shop = (await t.call('shopState')).json().data as { openingHours: OpeningDay[] };
    expect(shop.openingHours).toEqual(demoShop.openingHours);
    const barbers = (await t.call('barberDirectory')).json() as {
      _id: string;
      firstName: string;
      workingHours: WorkingDay[];
    }[];
    for (const barber of barbers) {
      expect(hoursOutsideShop(barber.workingHours, shop.openingHours), barber.firstName).toEqual([]);
      const calendar = (
        await t.call('availabilityCalendar', { query: { barberId: barber._id, duration: '15', days: '21' } })
      ).json().data as { date: string; day: { kind: string } }[];
      for (const { date, day } of calendar) {
        const weekday = weekdayOf(date);
        const window = shopWindow(shop.openingHours, weekday);
        const hours = barber.workingHours.find((d) => d.day === weekday)!;
        const seen = `${barber.firstName} ${date}`;
        if (window === 'closed' || !hours.isWorking) {
          expect(day.kind, seen).not.toBe('open');
          continue;
        }
        if (day.kind !== 'open') continue; // a vacation
        const slots = (
          await t.call('publicAvailableSlots', { query: { barberId: barber._id, date, duration: '15' } })
        ).json() as { time: string }[];
        // The grid is exactly the panel's day, and that day lies inside the shop's.
        const [start, end] = [timeToMinutes(hours.startTime!), timeToMinutes(hours.endTime!)];
        expect([slots[0]?.time, slots.at(-1)?.time], seen).toEqual([hours.startTime, minutesToTime(end - 15)]);
        expect(window !== null && start >= window.start && end <= window.end, seen).toBe(true);
      }
    }
    const davide = barbers.find((b) => b.firstName === 'Davide')!;
    expect(davide.workingHours[0]).toMatchObject({ day: 'monday', startTime: '14:00', endTime: '19:00' });
  });
});

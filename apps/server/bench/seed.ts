import { sql } from 'drizzle-orm';
import { addDays, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { DEFAULT_WORKING_HOURS } from '@barber/shared/domain/working-hours';
import type { Db } from '../src/db/client';

// Drizzle spreads a JS array into one parameter per element; a PostgreSQL array literal keeps it one parameter.
const list = (values: (string | number)[]) => `{${values.map((v) => `"${String(v)}"`).join(',')}}`;

interface Options {
  today: string;
  barbers: number;
  appointments: number;
  timeZone: string;
}

/**
 * Bench data written straight in SQL: `barbers` busy barbers sharing `appointments` future appointments
 * (spread over 30 days on a 30-minute grid), plus one barber with an empty calendar for booking creation.
 */
export async function seedBenchData(db: Db, o: Options) {
  const allWeek = DEFAULT_WORKING_HOURS.map((d) => ({ ...d, isWorking: true, startTime: '09:00', endTime: '19:00', hasBreak: true, breakStart: '12:00', breakEnd: '13:00' }));
  await db.execute(sql`insert into shop_settings (id, name, address, postal_code, city, phone, email, time_zone)
    values (1, 'Bench', 'Via 1', '6900', 'Lugano', '+41 91 000 00 00', 'bench@example.ch', ${o.timeZone})`);
  const services = [
    { name: 'Taglio', price: 3000, duration: 30 },
    { name: 'Barba', price: 2500, duration: 30 },
    { name: 'Taglio + Barba', price: 4500, duration: 60 },
  ];
  const serviceRows = (await db.execute(sql`insert into services (name, price_rappen, duration_minutes)
    select * from unnest(${list(services.map((s) => s.name))}::text[], ${list(services.map((s) => s.price))}::int[], ${list(services.map((s) => s.duration))}::int[])
    returning id, duration_minutes`)) as unknown as { rows: { id: string; duration_minutes: number }[] };
  const barberIds: string[] = [];
  for (let i = 0; i <= o.barbers; i++) {
    const r = (await db.execute(sql`insert into barbers (first_name, last_name, working_hours)
      values (${`Barbiere${i}`}, 'Bench', ${JSON.stringify(allWeek)}::jsonb) returning id`)) as unknown as { rows: { id: string }[] };
    const id = r.rows[0]!.id;
    for (const s of serviceRows.rows) await db.execute(sql`insert into barber_services values (${id}, ${s.id})`);
    barberIds.push(id);
  }
  const freeBarberId = barberIds.pop()!;
  // 30-minute appointments on a half-hour grid, 09:00-12:00 and 13:00-19:00: 18 a day per barber.
  const grid: string[] = [];
  for (let m = 9 * 60; m < 19 * 60; m += 30) if (m < 12 * 60 || m >= 13 * 60) grid.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  const starts: string[] = [];
  const ends: string[] = [];
  const barberCol: string[] = [];
  for (let k = 0; k < o.appointments; k++) {
    const barber = barberIds[k % barberIds.length]!;
    const perBarber = Math.floor(k / barberIds.length);
    const day = addDays(o.today, 1 + (perBarber % 30));
    const time = grid[Math.floor(perBarber / 30) % grid.length]!;
    const start = zonedToUtc(day, time, o.timeZone);
    starts.push(start.toISOString());
    ends.push(new Date(start.getTime() + 30 * 60_000).toISOString());
    barberCol.push(barber);
  }
  const service = serviceRows.rows[0]!;
  await db.execute(sql`insert into appointments (barber_id, service_id, service_name, duration_minutes, price_rappen, starts_at, ends_at, status, booking_kind, client_nickname)
    select b, ${service.id}::uuid, 'Taglio', 30, 3000, s, e, 'confirmed', 'admin', 'Bench'
    from unnest(${list(barberCol)}::uuid[], ${list(starts)}::timestamptz[], ${list(ends)}::timestamptz[]) as t(b, s, e)`);
  return { barberIds, freeBarberId, services: serviceRows.rows.map((s) => ({ id: s.id, duration: s.duration_minutes })) };
}

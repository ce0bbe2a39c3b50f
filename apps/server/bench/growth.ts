import { sql } from 'drizzle-orm';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/infra/tokens';
import { applyTestPlan } from '../test/helpers/subscriptions';
import { seedBenchData } from './seed';
import { growAppointments, seedGrowthClients } from './growth-seed';
import type { DatabaseKind } from './targets';
import { benchConfig, listenForBench } from './bench-app';

/** What the bench's measure() gives back: enough to compare sizes. */
export interface Measured {
  p50: number;
  p95: number;
  sqlPerRequest: number;
}
type Measure<R extends Measured> = (
  name: string,
  target: string,
  limitMs: number,
  n: number,
  run: (i: number) => Promise<void>,
  requestsPerRun?: number,
) => Promise<R>;

const TZ = 'Europe/Zurich';
/** Issue 30 item 3: the sizes the rows are measured at. */
export const GROWTH_SIZES = [2_000, 20_000, 200_000] as const;
export const GROWTH_BARBERS = [10, 50] as const;
export const GROWTH_ROWS = ['slots, one barber-day', 'month, 31 days x 10 barbers', 'guest booking', "owner's day calendar, all barbers", 'admin stats, month, all barbers'] as const;
export type GrowthRow = (typeof GROWTH_ROWS)[number];

export interface GrowthPoint {
  barbers: number;
  appointments: number;
  /** pg_database_size after seeding, before the point's requests. */
  databaseBytes: number;
  rows: Record<GrowthRow, Measured>;
}

export interface GrowthVerdict {
  row: GrowthRow;
  /** The largest p95 of any size over the smallest size's (2,000 appointments), the worse of the barber counts. */
  ratio: number;
  sameSql: boolean;
  flat: boolean;
}

/**
 * Flat as it grows (issue 30 item 3) on one database kind: for each barber count a database of its own, grown
 * from 2,000 to 20,000 to 200,000 appointments (growth-seed.ts); at each size a new server over it measures the
 * rows. `open` gives a fresh database, `drop` is called when done with it.
 */
export async function measureGrowth<R extends Measured>(
  kind: DatabaseKind,
  open: () => Promise<{ database: Database; drop: () => Promise<void> }>,
  measure: Measure<R>,
): Promise<GrowthPoint[]> {
  const points: GrowthPoint[] = [];
  const today = todayInZone(new Date(), TZ);
  for (const barbers of GROWTH_BARBERS) {
    const { database, drop } = await open();
    try {
      await migrate(database);
      const db = database.db;
      const seeded = await seedBenchData(db, { today, barbers, appointments: 0, timeZone: TZ });
      const clientIds = await seedGrowthClients(db);
      await applyTestPlan(db, 'unlimited');
      const [owner] = (
        (await db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
          values ('growth-owner@example.ch', 'x', 'Olga', 'Owner', 'admin') returning id`)) as unknown as { rows: { id: string }[] }
      ).rows;
      const service = seeded.services[0]!;
      // Bookings go to the free barber's working half hours, one new time each, on through the sizes.
      let cursor = 0;
      const halfHours: string[] = [];
      for (let m = 9 * 60; m + service.duration <= 19 * 60; m += service.duration)
        if (m + service.duration <= 12 * 60 || m >= 13 * 60) halfHours.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
      let grown = 0;
      for (const size of GROWTH_SIZES) {
        const started = performance.now();
        await growAppointments(db, { from: grown, to: size, barberIds: seeded.barberIds, clientIds, serviceId: service.id, today, timeZone: TZ });
        grown = size;
        const [{ bytes } = { bytes: 0 }] = (
          (await db.execute(sql`select pg_database_size(current_database())::float8 as bytes`)) as unknown as { rows: { bytes: number }[] }
        ).rows;
        console.log(`--- growth on ${kind}: ${barbers} barbers, ${size} appointments (grown in ${Math.round(performance.now() - started)} ms, database ${(bytes / 2 ** 20).toFixed(1)} MiB)`);
        const config = benchConfig();
        const { app } = await buildApp({ config, database });
        const base = await listenForBench(app);
        try {
          const token = await signAccessToken(config.jwtSecret, { sub: owner!.id, role: 'admin', tv: 0 });
          const get = async (path: string, auth = false) => {
            const res = await fetch(`${base}${path}`, auth ? { headers: { authorization: `Bearer ${token}` } } : {});
            if (!res.ok) throw new Error(`growth ${path}: HTTP ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
          };
          const label = (row: string) => `growth ${kind} ${barbers}b ${size}: ${row}`;
          const slots = await measure(label(GROWTH_ROWS[0]), 'flat', Infinity, 150, (i) => {
            const barber = seeded.barberIds[Math.abs(i) % barbers]!;
            return get(`/appointments/public/available-slots?barberId=${barber}&date=${addDays(today, 1 + (Math.abs(i) % 28))}&duration=${service.duration}&serviceId=${service.id}`);
          });
          const month = await measure(
            label(GROWTH_ROWS[1]),
            'flat',
            Infinity,
            10,
            async () => {
              await Promise.all(
                seeded.barberIds.slice(0, 10).map((id) => get(`/appointments/public/availability-calendar?barberId=${id}&duration=${service.duration}&serviceId=${service.id}`)),
              );
            },
            10,
          );
          const booking = await measure(label(GROWTH_ROWS[2]), 'flat', Infinity, 50, async () => {
            const date = addDays(today, 1 + Math.floor(cursor / halfHours.length));
            const time = halfHours[cursor % halfHours.length]!;
            cursor++;
            const res = await fetch(`${base}/appointments/public/appointments/guest`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                firstName: 'Growth',
                lastName: 'Bench',
                email: `growth${cursor}@example.ch`,
                phone: `079 ${String(cursor).padStart(7, '0').replace(/^(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3')}`,
                barberId: seeded.freeBarberId,
                serviceId: service.id,
                date,
                time,
              }),
            });
            if (!res.ok) throw new Error(`growth booking: HTTP ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
          });
          const calendar = await measure(label(GROWTH_ROWS[3]), 'flat', Infinity, 80, (i) =>
            get(`/admin/appointments?startDate=${addDays(today, 1 + (Math.abs(i) % 28))}&viewType=day`, true),
          );
          const stats = await measure(label(GROWTH_ROWS[4]), 'flat', Infinity, 30, () => get('/admin/stats?timeframe=month', true));
          points.push({ barbers, appointments: size, databaseBytes: bytes, rows: { [GROWTH_ROWS[0]]: slots, [GROWTH_ROWS[1]]: month, [GROWTH_ROWS[2]]: booking, [GROWTH_ROWS[3]]: calendar, [GROWTH_ROWS[4]]: stats } as Record<GrowthRow, Measured> });
        } finally {
          await app.close();
        }
      }
    } finally {
      await drop();
    }
  }
  return points;
}

/**
 * Issue 30 item 3's rule, for each barber count on its own: the p95 at every size at most twice the p95 at the
 * smallest size (2,000 appointments), and the same SQL statements per request at every size (whole statements:
 * a cache refreshing now and then adds a tenth here and there, an N+1 adds at least one per request). Ten and
 * fifty barbers are two series, not two sizes: the owner's day of fifty barbers holds five times the appointments.
 */
export function growthVerdicts(points: GrowthPoint[]): GrowthVerdict[] {
  return GROWTH_ROWS.map((row) => {
    let ratio = 0;
    let sameSql = true;
    for (const barbers of GROWTH_BARBERS) {
      const series = points.filter((p) => p.barbers === barbers);
      const base = series.find((p) => p.appointments === GROWTH_SIZES[0])?.rows[row];
      if (!base || base.p95 <= 0) return { row, ratio: Infinity, sameSql: false, flat: false };
      ratio = Math.max(ratio, Math.round((Math.max(...series.map((p) => p.rows[row].p95)) / base.p95) * 10) / 10);
      sameSql &&= series.every((p) => Math.round(p.rows[row].sqlPerRequest) === Math.round(base.sqlPerRequest));
    }
    return { row, ratio, sameSql, flat: ratio <= 2 && sameSql };
  });
}

/** The growth of the database itself: bytes per 10,000 appointments between the smallest and largest size (10 barbers). */
export function bytesPer10k(points: GrowthPoint[]): number | undefined {
  const of = (size: number) => points.find((p) => p.barbers === GROWTH_BARBERS[0] && p.appointments === size);
  const small = of(GROWTH_SIZES[0]);
  const large = of(GROWTH_SIZES[GROWTH_SIZES.length - 1]!);
  if (!small || !large) return undefined;
  return ((large.databaseBytes - small.databaseBytes) / (large.appointments - small.appointments)) * 10_000;
}

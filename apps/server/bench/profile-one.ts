/**
 * `npx tsx bench/profile-one.ts <row> [n]`: one bench row alone, many times, with a CPU profile of the loop only, on PGlite with the bench's
 * 10 barbers and 2,000 appointments, through app.inject (no sockets), to profile where the server spends the time.
 * Rows: slots, month, booking, calendar, stats.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/infra/config';
import { signAccessToken } from '../src/infra/tokens';
import { applyTestPlan } from '../test/helpers/subscriptions';
import { seedBenchData } from './seed';

const TZ = 'Europe/Zurich';
const row = process.argv[2] ?? 'month';
const n = Number(process.argv[3] ?? 200);
let last = performance.now();
const database = await openDatabase({ kind: 'pglite', ...(process.env.TRACE ? { onQuery: (q: string) => { const t = performance.now(); console.log((t - last).toFixed(1), q.replace(/\s+/g, " ").slice(0, Number(process.env.TRACE) > 1 ? 4000 : 150)); last = t; } } : {}) });
await migrate(database);
const today = todayInZone(new Date(), TZ);
const seeded = await seedBenchData(database.db, { today, barbers: 10, appointments: 2000, timeZone: TZ });
await applyTestPlan(database.db, 'unlimited');
const [owner] = ((await database.db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
  values ('p@example.ch', 'x', 'P', 'P', 'admin') returning id`)) as unknown as { rows: { id: string }[] }).rows;
const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: join(tmpdir(), 'barber-bench') }), publicFormRateLimit: 1_000_000 };
const { app } = await buildApp({ config, database });
const token = await signAccessToken(config.jwtSecret, { sub: owner!.id, role: 'admin', tv: 0 });
const service = seeded.services[0]!;
let cursor = 0;
const once = async (i: number) => {
  if (process.env.TRACE) console.log(`--- request ${i}`);
  const day = addDays(today, 1 + (i % 28));
  const get = (url: string, auth = false) => app.inject({ method: 'GET', url, ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  let res;
  if (row === 'slots') res = await get(`/api/appointments/public/available-slots?barberId=${seeded.barberIds[i % 10]}&date=${day}&duration=30&serviceId=${service.id}`);
  else if (row === 'month') res = await get(`/api/appointments/public/availability-calendar?barberId=${seeded.barberIds[i % 10]}&duration=30&serviceId=${service.id}`);
  else if (row === 'calendar') res = await get(`/api/admin/appointments?startDate=${day}&viewType=day`, true);
  else if (row === 'stats') res = await get('/api/admin/stats?timeframe=month', true);
  else {
    cursor++;
    const d = addDays(today, 1 + Math.floor(cursor / 18));
    const m = 9 * 60 + (cursor % 18) * 30 + (cursor % 18 >= 6 ? 60 : 0);
    res = await app.inject({ method: 'POST', url: '/api/appointments/public/appointments/guest', payload: {
      firstName: 'P', lastName: 'P', email: `p${cursor}@example.ch`, phone: `079 ${String(cursor).padStart(7, '0').replace(/^(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3')}`,
      barberId: seeded.freeBarberId, serviceId: service.id, date: d, time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` } });
  }
  if (res.statusCode >= 300) throw new Error(`${row}: ${res.statusCode} ${res.body}`);
  if (process.env.TRACE) console.log(`--- answered ${i}`);
};
for (let i = 0; i < 20; i++) await once(i);
// Only the measured loop is profiled: PGlite's start and the migrations would be most of a whole-process profile.
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const t0 = performance.now();
// CPU time as well as wall time: on a shared machine the wall time mostly measures the other work.
const cpu0 = process.cpuUsage();
for (let i = 0; i < n; i++) await once(i);
const cpu = process.cpuUsage(cpu0);
const { profile } = await session.post('Profiler.stop');
const out = join(process.env.PROFILE_DIR ?? tmpdir(), `bench-${row}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));
console.log(`profile: ${out}`);
console.log(`${row}: ${((performance.now() - t0) / n).toFixed(2)} ms per request (mean, in process), CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms`);
await app.close();
await database.close();

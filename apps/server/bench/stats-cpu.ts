/**
 * `npx tsx bench/stats-cpu.ts [n]`: the statistics rows of bench/stats.ts through app.inject on PGlite, with the
 * process's CPU time per request beside the wall time: on a machine shared with other work the CPU time moves
 * far less than the wall time, so a before and after can be compared on it.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/infra/config';
import { signAccessToken } from '../src/infra/tokens';
import { seedStatsYear } from './stats';

const n = Number(process.argv[2] ?? 60);
let statements = 0;
const database = await openDatabase({ kind: 'pglite', onQuery: () => statements++ });
await migrate(database);
const { seeded, adminId } = await seedStatsYear(database.db);
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: join(tmpdir(), 'barber-bench') });
const { app } = await buildApp({ config, database });
const token = await signAccessToken(config.jwtSecret, { sub: adminId, role: 'admin', tv: 0 });
const rows: [string, string][] = [
  ['admin stats, year, all barbers', '/api/admin/stats?timeframe=year'],
  ['admin stats, month, all barbers', '/api/admin/stats?timeframe=month'],
  ['barber stats, year', `/api/barbers/${seeded.barberIds[0]}/stats?timeframe=year`],
];
for (const [name, url] of rows) {
  const get = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  };
  for (let i = 0; i < 10; i++) await get();
  const times: number[] = [];
  const before = statements;
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await get();
    times.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(n - 1, Math.floor(p * n))]!.toFixed(1);
  console.log(`${name}: CPU ${((used.user + used.system) / 1000 / n).toFixed(1)} ms/request, wall p50 ${at(0.5)} p95 ${at(0.95)} ms, ${(statements - before) / n} SQL`);
}
await app.close();
await database.close();

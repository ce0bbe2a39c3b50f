/**
 * Costs on record (issue 30 item 6): one instance as `npm start` runs it (the built bundle, a process of its own),
 * timed from its spawn to its first answer (GET /api/health), and its memory (RSS) once it has answered and sat
 * idle. A first start (an empty data folder: PGlite's initdb and every migration) and a restart (the data folder
 * a first start left) on PGlite; on PostgreSQL (when a URL is given) a start on an already migrated database.
 * The size of the database per 10,000 appointments comes from the growth bench (growth.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, freshServerBundle, hostEnv, launch, migratedDataDir, repoRoot, tempDir, untilHealthy } from '../test/helpers/server-process';

/** Resident memory of a process in bytes (Linux /proc), 0 when it is gone. The load bench may read it under the mix. */
export function rssBytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface StartCost {
  what: string;
  /** Spawn to the first 200 of GET /api/health, ms. */
  startMs: number;
  /** RSS after the first answer and 3 s idle, bytes. */
  rssAtRest: number;
}

/** How long the instance sits idle before its memory is read: the start's garbage is collected by then. */
const REST_MS = 3000;

async function startOnce(what: string, dataDir: string, extra: Record<string, string>): Promise<StartCost> {
  const bundle = freshServerBundle();
  const port = await freePort();
  const started = performance.now();
  const server = launch(process.execPath, [bundle], port, hostEnv(port, dataDir, { JWT_SECRET: randomBytes(32).toString('hex'), ...extra }));
  try {
    await untilHealthy(server);
    const startMs = Math.round(performance.now() - started);
    // The answer's page and one API read, as a first visitor would ask, then rest.
    await (await fetch(`${server.baseURL}/api/services/active`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, REST_MS));
    return { what, startMs, rssAtRest: rssBytes(server.child.pid!) };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** The start costs; `postgresUrl` is an empty scratch database's URL, migrated by a first start before the measured one. */
export async function measureCosts(postgresUrl?: string): Promise<{ starts: StartCost[]; web: boolean }> {
  const web = existsSync(join(repoRoot, 'apps/web/dist/index.html'));
  const starts: StartCost[] = [];
  const empty = tempDir('barber-costs-');
  try {
    starts.push(await startOnce('PGlite on disk, first start (empty data folder: initdb and every migration)', empty.path, {}));
  } finally {
    empty.remove();
  }
  const migrated = await migratedDataDir('barber-costs-');
  try {
    starts.push(await startOnce('PGlite on disk, a restart (migrated, empty)', migrated.path, {}));
  } finally {
    migrated.remove();
  }
  if (postgresUrl) {
    const folder = tempDir('barber-costs-');
    try {
      await startOnce('PostgreSQL, first start (migrations)', folder.path, { DATABASE_URL: postgresUrl });
      starts.push(await startOnce('PostgreSQL, a restart (migrated, empty)', folder.path, { DATABASE_URL: postgresUrl }));
    } finally {
      folder.remove();
    }
  }
  for (const s of starts) console.log(`cost: ${s.what}: first answer after ${s.startMs} ms, RSS at rest ${(s.rssAtRest / 2 ** 20).toFixed(0)} MiB`);
  return { starts, web };
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { pgliteFolderTemplate } from './helpers/pglite-template';
import { freshServerBundle, migratedDataDir } from './helpers/server-process';

/**
 * `npm run setup` and `npm run create-admin` as processes on a PGlite folder, answers piped or given as flags.
 * The two commands run from the server bundle (scripts/build-server.mjs builds both beside main.js, rebuilt here
 * when the sources are newer), as lifecycle.test runs `npm start`'s: the same code, without tsx transpiling the
 * sources again on each of the seven starts (1 core-s each; ADR 0082).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
beforeAll(() => {
  freshServerBundle();
}, 120_000);
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'barber-setup-cli-'));
  dirs.push(dir);
  return dir;
}

/**
 * A data folder as a first start leaves it (created and migrated, empty), copied from one made once: the very
 * first start (PGlite's initdb and every migration, seconds of a core) is the first test's, on a fresh folder; the
 * others test what comes after it and would only pay it again (ADR 0070).
 */
async function migratedFolder() {
  const folder = await migratedDataDir('barber-setup-cli-', pgliteFolderTemplate());
  dirs.push(folder.path);
  return folder.path;
}

function run(script: string, dataDir: string, args: string[] = [], stdin = '') {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`apps/server/dist/${script}`, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function inDatabase<T>(dataDir: string, query: Parameters<typeof queryRows>[1]): Promise<T[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    return await queryRows<T>(database.db, query);
  } finally {
    await database.close();
  }
}

const shopFlags = [
  '--shop-name',
  'Salone Anna',
  '--address',
  'Via Nassa 1',
  '--postal-code',
  '6900',
  '--city',
  'Lugano',
  '--phone',
  '091 555 44 33',
  '--shop-email',
  'info@salone-anna.ch',
  '--time-zone',
  'Europe/Zurich',
  '--hours',
  'lun-ven 09:00-19:00; sab 09:00-17:00',
];

describe('npm run setup', () => {
  it('asks line by line (answers piped), re-using the defaults for empty answers, and creates admin and shop', async () => {
    const dataDir = freshDataDir();
    const answers = [
      'Anna',
      'Meier',
      'Owner@Example.ch',
      'a-long-password-2026',
      'Salone Anna',
      'Via Nassa 1',
      '6900',
      'Lugano',
      '091 555 44 33',
      'info@salone-anna.ch',
      '',
      '',
    ];
    const result = await run('setup-cli.js', dataDir, [], `${answers.join('\n')}\n`);
    expect(result.output).toMatch(/Configurazione completata: accedi come owner@example\.ch/);
    expect(result.code).toBe(0);
    expect(result.output).not.toContain('a-long-password-2026');
    const [admin] = await inDatabase<{ email: string; role: string }>(
      dataDir,
      sql`select email, role from users`,
    );
    expect(admin).toEqual({ email: 'owner@example.ch', role: 'admin' });
    const [shop] = await inDatabase<{
      name: string;
      phone: string;
      time_zone: string;
      opening_hours: { day: string; open: boolean; startTime: string | null }[];
    }>(dataDir, sql`select name, phone, time_zone, opening_hours from shop_settings`);
    expect(shop).toMatchObject({
      name: 'Salone Anna',
      phone: '+41 91 555 44 33',
      time_zone: 'Europe/Zurich',
    });
    expect(shop!.opening_hours.map((d) => (d.open ? d.startTime : 'chiuso'))).toEqual([
      '09:00',
      '09:00',
      '09:00',
      '09:00',
      '09:00',
      '09:00',
      'chiuso',
    ]);

    const again = await run('setup-cli.js', dataDir, ['--email', 'x@example.ch']);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/già stata completata/);
  }, 90_000);

  it('after create-admin, asks only for the shop (all given as flags)', async () => {
    const dataDir = await migratedFolder();
    const admin = await run('create-admin.js', dataDir, [
      '--email',
      'owner@example.ch',
      '--password',
      'a-long-password-2026',
      '--first-name',
      'Anna',
      '--last-name',
      'Meier',
    ]);
    expect(admin.output).toMatch(/Amministratore creato: owner@example\.ch/);
    expect(admin.output).toMatch(/npm run setup/);
    expect(admin.code).toBe(0);
    const setup = await run('setup-cli.js', dataDir, shopFlags);
    expect(setup.output).toMatch(/mancano i dati del negozio/);
    expect(setup.code).toBe(0);
    const rows = await inDatabase<{ name: string; admins: number }>(
      dataDir,
      sql`select name, (select count(*)::int from users) as admins from shop_settings`,
    );
    expect(rows).toEqual([{ name: 'Salone Anna', admins: 1 }]);
  }, 90_000);

  it('a wrong flag or piped answer stops it with exit 2 and the Italian reason, saving nothing', async () => {
    const dataDir = await migratedFolder();
    const bad = await run('setup-cli.js', dataDir, [
      '--email',
      'owner@example.ch',
      '--password',
      'short',
      '--first-name',
      'Anna',
      '--last-name',
      'Meier',
      ...shopFlags,
    ]);
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/--password: La password deve essere di almeno 8 caratteri/);
    const piped = await run('setup-cli.js', dataDir, [], 'Anna\nMeier\nnot-an-email\n');
    expect(piped.code).toBe(2);
    expect(piped.output).toMatch(/Email non valida/);
    expect(await inDatabase(dataDir, sql`select 1 from users`)).toEqual([]);
  }, 90_000);
});

import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, sqlState, type Database } from '../../db/client';
import { migrate, migrationsDir } from '../../db/migrate';

/**
 * Migration 0027 on a database that already holds overlapping absences (written before the rule): it must still
 * apply, merge each run of overlapping periods into one that covers them all, leave periods that only touch apart,
 * and then refuse a new overlap.
 */
let database: Database;
let dir: string;
let barberId: string;
let otherId: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const newBarber = async (name: string) =>
  (
    await rows<{ id: string }>(
      sql`insert into barbers (first_name, last_name, working_hours) values (${name}, 'Rossi', '[{},{},{},{},{},{},{}]'::jsonb) returning id`,
    )
  )[0]!.id;
const vacation = (barber: string, start: string, end: string) =>
  database.db.execute(
    sql`insert into barber_vacations (barber_id, start_date, end_date) values (${barber}::uuid, ${start}, ${end})`,
  );
const absence = (barber: string | null, start: string, end: string, reason = '') =>
  database.db.execute(
    sql`insert into temporary_absences (barber_id, date, start_time, end_time, reason)
        values (${barber}::uuid, '2026-12-10', ${start}, ${end}, ${reason})`,
  );

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  dir = mkdtempSync(join(tmpdir(), 'barber-0027-'));
  const all = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql'));
  for (const file of all.filter((f) => f < '0027')) copyFileSync(join(migrationsDir(), file), join(dir, file));
  await migrate(database, dir);
  barberId = await newBarber('Mario');
  otherId = await newBarber('Luca');
  // Mario: 1-5 and 4-8 and 6-7 overlap (one run 1-8); 9-10 only touches it; two equal periods 20-22.
  await vacation(barberId, '2026-12-01', '2026-12-05');
  await vacation(barberId, '2026-12-04', '2026-12-08');
  await vacation(barberId, '2026-12-06', '2026-12-07');
  await vacation(barberId, '2026-12-09', '2026-12-10');
  await vacation(barberId, '2026-12-20', '2026-12-22');
  await vacation(barberId, '2026-12-20', '2026-12-22');
  // Luca's own period on the same days is no overlap: another barber.
  await vacation(otherId, '2026-12-03', '2026-12-04');
  await absence(barberId, '10:00:00', '11:00:00', 'Medico');
  await absence(barberId, '10:30:00', '12:00:00', 'Banca');
  await absence(barberId, '12:00:00', '13:00:00', 'Pranzo');
  await absence(null, '15:00:00', '16:00:00', 'Riunione');
  await absence(null, '15:30:00', '17:00:00', 'Pulizie');
  await absence(otherId, '10:00:00', '11:00:00');
  copyFileSync(join(migrationsDir(), '0027_absences_no_overlap.sql'), join(dir, '0027_absences_no_overlap.sql'));
  await migrate(database, dir);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0027_absences_no_overlap', () => {
  it("merges one barber's overlapping vacations and keeps periods that only touch apart", async () => {
    const list = await rows<{ barber: string; start: string; end: string }>(
      sql`select barber_id as barber, start_date::text as start, end_date::text as "end" from barber_vacations
          order by barber_id = ${barberId}::uuid desc, start_date`,
    );
    expect(list.map((v) => [v.barber === barberId ? 'Mario' : 'Luca', v.start, v.end])).toEqual([
      ['Mario', '2026-12-01', '2026-12-08'],
      ['Mario', '2026-12-09', '2026-12-10'],
      ['Mario', '2026-12-20', '2026-12-22'],
      ['Luca', '2026-12-03', '2026-12-04'],
    ]);
  });

  it('merges overlapping absences of one barber and of the whole studio, keeping the earliest reason', async () => {
    const list = await rows<{ barber: string | null; start: string; end: string; reason: string }>(
      sql`select barber_id as barber, start_time::text as start, end_time::text as "end", reason from temporary_absences
          order by barber_id nulls first, start_time`,
    );
    const named = list.map((a) => [a.barber === null ? 'studio' : a.barber === barberId ? 'Mario' : 'Luca', a.start, a.end, a.reason]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['studio', '15:00:00', '17:00:00', 'Riunione'],
        ['Mario', '10:00:00', '12:00:00', 'Medico'],
        ['Mario', '12:00:00', '13:00:00', 'Pranzo'],
        ['Luca', '10:00:00', '11:00:00', ''],
      ]),
    );
    expect(named).toHaveLength(4);
  });

  it('refuses a new overlap from then on, and still takes periods that only touch', async () => {
    expect(sqlState(await vacation(barberId, '2026-12-08', '2026-12-08').catch((e: unknown) => e))).toBe('23P01');
    expect(sqlState(await absence(barberId, '11:30:00', '12:30:00').catch((e: unknown) => e))).toBe('23P01');
    expect(sqlState(await absence(null, '16:30:00', '18:00:00').catch((e: unknown) => e))).toBe('23P01');
    await vacation(barberId, '2026-12-11', '2026-12-12');
    await vacation(otherId, '2026-12-01', '2026-12-02');
    await absence(barberId, '13:00:00', '14:00:00');
    await absence(otherId, '11:00:00', '12:00:00');
  });
});

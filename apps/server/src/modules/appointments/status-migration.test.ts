import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, sqlState, type Database } from '../../db/client';
import { migrate, migrationsDir } from '../../db/migrate';

/**
 * Migration 0005 on data written under the old rule: an appointment completed before it started freed its
 * time and the time was booked again. The migration must still apply, set the completed one aside (cancelled,
 * with a reason and a history event) and leave a database where completed appointments count for the
 * no-overlap constraint.
 */
let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  dir = mkdtempSync(join(tmpdir(), 'barber-0005-'));
  for (const file of readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < '0005')) {
    copyFileSync(join(migrationsDir(), file), join(dir, file));
  }
  await migrate(database, dir);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);

describe('migration 0005_status_rules', () => {
  it('sets aside the completed appointments that overlap, then counts completed ones in the constraint', async () => {
    const [barber] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into barbers (first_name, last_name, working_hours)
          values ('Mario', 'Rossi', '[{},{},{},{},{},{},{}]'::jsonb) returning id`,
    );
    const [service] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into services (name, price_rappen, duration_minutes) values ('Taglio', 3000, 30) returning id`,
    );
    const insert = (start: string, status: string, created: string) =>
      queryRows<{ id: string }>(
        database.db,
        sql`insert into appointments (barber_id, service_id, service_name, duration_minutes, price_rappen, starts_at,
              ends_at, status, booking_kind, guest_first_name, guest_last_name, guest_email, created_at)
            values (${barber!.id}::uuid, ${service!.id}::uuid, 'Taglio', 30, 3000, ${start}::timestamptz,
              ${start}::timestamptz + interval '30 minutes', ${status}, 'guest', 'A', 'B', 'a@example.ch',
              ${created}::timestamptz)
            returning id`,
      ).then((rows) => rows[0]!.id);
    // Completed early, then the same 10:00 booked by a guest (the bug of issue 8).
    const early = await insert('2026-06-08T08:00:00Z', 'completed', '2026-06-01T08:00:00Z');
    const rebooked = await insert('2026-06-08T08:00:00Z', 'confirmed', '2026-06-02T08:00:00Z');
    // Two completed appointments on one time: the older one had given its time away.
    const older = await insert('2026-05-20T08:00:00Z', 'completed', '2026-05-01T08:00:00Z');
    const newer = await insert('2026-05-20T08:15:00Z', 'completed', '2026-05-02T08:00:00Z');
    // A completed appointment that overlaps nothing stays as it is.
    const alone = await insert('2026-05-21T08:00:00Z', 'completed', '2026-05-01T08:00:00Z');

    expect(await migrate(database, migrationsDir())).toContain('0005_status_rules.sql');

    const rows = await queryRows<{ id: string; status: string; cancellation_reason: string | null }>(
      database.db,
      sql`select id, status, cancellation_reason from appointments`,
    );
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    expect([statusOf(early), statusOf(rebooked), statusOf(older), statusOf(newer), statusOf(alone)]).toEqual([
      'cancelled',
      'confirmed',
      'cancelled',
      'completed',
      'completed',
    ]);
    expect(rows.find((r) => r.id === early)?.cancellation_reason).toMatch(/^Annullato automaticamente/);
    const events = await queryRows<{ appointment_id: string; from_status: string; to_status: string; changed_by_user_id: string | null }>(
      database.db,
      sql`select appointment_id, from_status, to_status, changed_by_user_id from appointment_status_events`,
    );
    expect(events).toEqual(
      expect.arrayContaining([
        { appointment_id: early, from_status: 'completed', to_status: 'cancelled', changed_by_user_id: null },
        { appointment_id: older, from_status: 'completed', to_status: 'cancelled', changed_by_user_id: null },
      ]),
    );
    expect(events).toHaveLength(2);

    // From now on a completed appointment holds its time.
    const error = await insert('2026-05-21T08:10:00Z', 'confirmed', '2026-05-03T08:00:00Z').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('23P01');
    // A status change made by a path that does not say who is still recorded, at the database's time.
    await exec(sql`update appointments set status = 'cancelled' where id = ${alone}::uuid`);
    const [last] = await queryRows<{ to_status: string; changed_by_user_id: string | null; has_time: boolean }>(
      database.db,
      sql`select to_status, changed_by_user_id, changed_at is not null as has_time from appointment_status_events
          where appointment_id = ${alone}::uuid`,
    );
    expect(last).toEqual({ to_status: 'cancelled', changed_by_user_id: null, has_time: true });
  });
});

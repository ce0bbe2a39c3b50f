import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { migrate, migrationsDir } from '../../db/migrate';

/**
 * The migration of ADR 0031 and 0034 on data written before it: every existing account (demo, owner-made, self-
 * registered) counts as confirmed from its creation, and every refresh token carries its session's login time.
 * Found by name, so a renumbering on merge does not break the test.
 */
const NAME = '_email_proof_and_sessions.sql';
let database: Database;
let dir: string;
beforeAll(async () => {
  const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql')).sort();
  const target = files.find((f) => f.endsWith(NAME))!;
  database = await openDatabase({ kind: 'pglite' });
  dir = mkdtempSync(join(tmpdir(), 'barber-email-proof-'));
  for (const file of files.filter((f) => f < target)) copyFileSync(join(migrationsDir(), file), join(dir, file));
  await migrate(database, dir);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`migration *${NAME}`, () => {
  it('confirms every existing account and dates every session from its first token', async () => {
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (email, password_hash, first_name, last_name, created_at)
          values ('vecchio@example.ch', 'x', 'Vecchio', 'Cliente', '2025-03-01T10:00:00Z') returning id`,
    );
    const family = '11111111-1111-4111-8111-111111111111';
    await database.db.execute(sql`
      insert into refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, created_at) values
        (${user!.id}::uuid, ${family}::uuid, 'a', now() + interval '20 days', now(), '2026-01-01T08:00:00Z'),
        (${user!.id}::uuid, ${family}::uuid, 'b', now() + interval '30 days', null, '2026-01-01T08:14:00Z')`);

    await migrate(database);

    const [confirmed] = await queryRows<{ email_confirmed_at: Date }>(database.db, sql`select email_confirmed_at from users where id = ${user!.id}::uuid`);
    expect(new Date(confirmed!.email_confirmed_at).toISOString()).toBe('2025-03-01T10:00:00.000Z');
    const started = await queryRows<{ token_hash: string; session_started_at: Date }>(
      database.db,
      sql`select token_hash, session_started_at from refresh_tokens order by token_hash`,
    );
    expect(started.map((r) => [r.token_hash, new Date(r.session_started_at).toISOString()])).toEqual([
      ['a', '2026-01-01T08:00:00.000Z'],
      ['b', '2026-01-01T08:00:00.000Z'],
    ]);
    // New accounts start unconfirmed: the column has no default.
    const [fresh] = await queryRows<{ email_confirmed_at: Date | null }>(
      database.db,
      sql`insert into users (email, password_hash, first_name, last_name) values ('nuovo@example.ch', 'x', 'N', 'N') returning email_confirmed_at`,
    );
    expect(fresh!.email_confirmed_at).toBeNull();
  });
});

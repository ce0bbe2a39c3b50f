import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { freshDatabase } from '../../../test/helpers/database';
import { deleteExpired } from './repo';
import { once } from './service';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const call = (key: string, body: unknown, answer: string) =>
  database.db.transaction((tx) => once(tx, { scope: 'test', key, body }, async () => ({ statusCode: 201, body: answer })));
const age = (key: string, hours: number) =>
  database.db.execute(sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours}) where key = ${key}`);

describe('idempotency keys last 24 hours', () => {
  it('replays within 24 hours; after that the key is free again and does the work anew', async () => {
    expect(await call('k-1', { a: 1 }, 'prima')).toEqual({ statusCode: 201, body: 'prima', replayed: false });
    await age('k-1', 23);
    expect(await call('k-1', { a: 1 }, 'seconda')).toEqual({ statusCode: 201, body: 'prima', replayed: true });
    await age('k-1', 25);
    // Expired: no replay of the stored answer (it holds guest details), not even a mismatch for another body.
    expect(await call('k-1', { a: 2 }, 'terza')).toEqual({ statusCode: 201, body: 'terza', replayed: false });
    expect(await call('k-1', { a: 2 }, 'quarta')).toEqual({ statusCode: 201, body: 'terza', replayed: true });
  });

  it('deletes expired keys only', async () => {
    await call('k-old', { a: 1 }, 'x');
    await call('k-new', { a: 1 }, 'x');
    await age('k-old', 25);
    await age('k-new', 23);
    expect(await deleteExpired(database.db)).toBe(1);
    const keys = await queryRows<{ key: string }>(database.db, sql`select key from idempotency_keys where key like 'k-%' order by key`);
    expect(keys.map((k) => k.key)).toEqual(['k-1', 'k-new']);
  });
});

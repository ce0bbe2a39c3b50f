import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { databasePing, HEALTH_FRESH_MS, HEALTH_STALE_MS } from './repo';

/** The health check asks the database at most once a second, and fails soon after the database stops answering. */
describe('the health check’s database ping', () => {
  const fakeDb = () => {
    const db = { pings: 0, down: false, execute: async () => {} };
    db.execute = async () => {
      db.pings++;
      if (db.down) throw new Error('database down');
    };
    return db;
  };

  it('pings once for many checks within a second, again after it', async () => {
    let clock = 0;
    const db = fakeDb();
    const check = databasePing(db as unknown as Db, () => clock);
    await Promise.all([check(), check(), check()]);
    expect(db.pings).toBe(1);
    clock += HEALTH_FRESH_MS - 1;
    await check();
    expect(db.pings).toBe(1);
    clock += 1;
    await check();
    expect(db.pings).toBe(2);
  });

  it('answers from a recent ping while a new one runs, and fails once the last answer is too old', async () => {
    let clock = 0;
    const db = fakeDb();
    const check = databasePing(db as unknown as Db, () => clock);
    await check();
    db.down = true;
    clock += HEALTH_FRESH_MS;
    await expect(check()).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += HEALTH_STALE_MS;
    await expect(check()).rejects.toThrow('database down');
    db.down = false;
    await expect(check()).resolves.toBeUndefined();
  });
});

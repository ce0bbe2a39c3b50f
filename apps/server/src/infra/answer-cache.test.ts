import { describe, expect, it } from 'vitest';
import { ANSWER_CACHE_MAX_AGE_MS, ANSWER_CACHE_MAX_ENTRIES, createAnswerCache } from './answer-cache';

/** The cache's own rules (ADR 0080); that every write drops what it changes is test/public-lists-cache.test.ts's. */
describe('createAnswerCache', () => {
  it('reads once for everyone asking at once, and drops a read still in flight when a change comes', async () => {
    const cache = createAnswerCache({ usable: () => true });
    let release!: (body: string) => void;
    let reads = 0;
    const slow = () => {
      reads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const [first, second] = [cache.get('products', 'it', slow), cache.get('products', 'it', slow)];
    expect(reads).toBe(1);
    cache.forget(['products']);
    release('[1]');
    expect((await first).body).toBe('[1]');
    expect(await second).toBe(await first);
    const next = await cache.get('products', 'it', async () => (reads++, '[2]'));
    expect(reads).toBe(2);
    expect(next.body).toBe('[2]');
    expect(next.etag).not.toBe((await first).etag);
  });

  it('drops only the lists named', async () => {
    const cache = createAnswerCache({ usable: () => true });
    for (const list of ['services', 'barbers', 'products', 'shop'] as const)
      for (const key of ['it', 'de']) await cache.get(list, key, async () => `${list} ${key}`);
    expect(cache.size).toBe(8);
    cache.forget(['products', 'shop']);
    expect(cache.size).toBe(4);
    cache.forget(['services', 'barbers']);
    expect(cache.size).toBe(0);
  });

  it('keeps no failed read and nothing older than its age limit, and at most its number of answers', async () => {
    let clock = 0;
    const cache = createAnswerCache({ usable: () => true, now: () => clock });
    await expect(cache.get('services', 'it', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    let reads = 0;
    const load = async () => (reads++, '[]');
    await cache.get('services', 'it', load);
    clock += ANSWER_CACHE_MAX_AGE_MS - 1;
    await cache.get('services', 'it', load);
    expect(reads).toBe(1);
    clock += 1;
    await cache.get('services', 'it', load);
    expect(reads).toBe(2);
    for (let i = 0; i < ANSWER_CACHE_MAX_ENTRIES + 10; i++) await cache.get('products', `search ${i}`, load);
    expect(cache.size).toBe(ANSWER_CACHE_MAX_ENTRIES);
  });

  it('keeps nothing while it cannot hear the other instances', async () => {
    let hears = false;
    const cache = createAnswerCache({ usable: () => hears });
    let reads = 0;
    const load = async () => (reads++, '[]');
    await cache.get('barbers', 'it', load);
    await cache.get('barbers', 'it', load);
    expect([reads, cache.size]).toEqual([2, 0]);
    hears = true;
    await cache.get('barbers', 'it', load);
    await cache.get('barbers', 'it', load);
    expect([reads, cache.size]).toEqual([3, 1]);
  });
});

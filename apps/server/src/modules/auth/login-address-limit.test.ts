import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { memoryRateLimiter } from '../../infra/rate-limiter';
import { addressBucket } from './account-limits';

// Issue 23 item 2 (ADR 0032): password spraying. Failed logins from one client address across any accounts are
// capped (LOGIN_ADDRESS_RATE_LIMIT, 20 in 10 minutes by default), beside the per-account cap.

let t: TestApp;
beforeAll(async () => {
  // The production defaults for both login limits; addresses come from X-Forwarded-For as behind a proxy.
  t = await createTestApp({ loginRateLimit: 5, loginAddressRateLimit: 20, trustProxy: true });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, address: string) =>
  t.call('login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

describe('failed logins from one address across accounts', () => {
  it('100 failed logins for 100 accounts from one address meet 429 before the 30th, with Retry-After and the Italian text', async () => {
    const accounts = await Promise.all(Array.from({ length: 100 }, (_, i) => makeUser(t, { email: `spray-${i}@example.ch` })));
    const statuses: number[] = [];
    let last;
    for (const account of accounts) {
      last = await attempt(account.email, 'Password-Comune-1', '203.0.113.7');
      statuses.push(last.statusCode);
    }
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThanOrEqual(0);
    expect(first429 + 1).toBeLessThan(30);
    // Exactly the cap of failures got an answer, every later attempt is refused.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(last!.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED' });
    expect(last!.json().message).toMatch(/^Troppi tentativi di accesso\. Riprova tra (\d+ minuti|1 minuto|\d+ secondi)\.$/);
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // While capped, the right password from that address is refused too; another address is not affected.
    const victim = accounts[50]!;
    expect((await attempt(victim.email, victim.password, '203.0.113.7')).statusCode).toBe(429);
    expect((await attempt(victim.email, victim.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('successful logins do not count: a shop’s front desk logging in all day is never capped', async () => {
    // Six accounts, five logins each (the per-account-and-address limit counts successes too: 5 a minute).
    const staff = await Promise.all(Array.from({ length: 6 }, (_, i) => makeUser(t, { email: `banco-${i}@example.ch` })));
    for (const person of staff) {
      for (let i = 0; i < 5; i++) expect((await attempt(person.email, person.password, '198.51.100.30')).statusCode).toBe(200);
    }
    // And the failures still count from zero: 20 answered, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await attempt(`nessuno-${i}@example.ch`, 'sbagliata', '198.51.100.30')).statusCode);
    expect(statuses).toEqual([...Array(20).fill(401), 429, 429]);
  });

  it('parallel attempts cannot slip under the cap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`parallelo-${i}@example.ch`, 'sbagliata', '192.0.2.40')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('one IPv6 host rotating through its /64 is one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 22; i++) statuses.push((await attempt(`v6-${i}@example.ch`, 'sbagliata', `2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // The next /64 is another address.
    expect((await attempt('v6-altro@example.ch', 'sbagliata', '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});

describe('RateLimiter.release', () => {
  it('gives back one hit of the current window, never below zero', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await limiter.hit('k', 2, 1000);
    await limiter.hit('k', 2, 1000);
    await limiter.release('k');
    expect(await limiter.hit('k', 2, 1000)).toMatchObject({ allowed: true, count: 2 });
    await limiter.release('k');
    await limiter.release('k');
    await limiter.release('k');
    expect((await limiter.peek('k', 2)).count).toBe(0);
    // A window that ended is not revived by a late release.
    now = 2000;
    await limiter.release('k');
    expect(await limiter.hit('k', 2, 1000)).toMatchObject({ count: 1 });
  });
});

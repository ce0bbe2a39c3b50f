import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsChangedEvent, WatchAck } from '@barber/shared/realtime';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/infra/config';
import { redisRateLimiter } from '../src/infra/rate-limiter-redis';
import { freshDatabase } from './helpers/database';
import { applyTestPlan } from './helpers/subscriptions';
import { givenShopWithFreeSlot, guestBody, standardWeek, type FreeSlot } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';
import { cashOrder, makeProduct } from './helpers/shop';
import { openClientSocket, type ClientSocket } from './helpers/sockets';
import { TestClock, type TestApp } from './helpers/test-app';

/**
 * Two server instances on one PostgreSQL database and one Redis, as behind a load balancer: realtime events
 * and rate limits must hold across both, and a Redis outage must not take either down.
 * Run with `npm run test:multi-instance` (a throwaway PostgreSQL; this file starts its own redis-server).
 */
interface Instance extends BuiltApp {
  url: string;
  database: Database;
}

let redis: { port: number; process: ChildProcess } | undefined;
let primary: Database;
let a: Instance;
let b: Instance;
const clock = new TestClock();
let slot: FreeSlot;
const sockets: ClientSocket[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway redis-server (no persistence) on `port`, once it answers PING. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`)));
  });
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      probe.disconnect();
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.disconnect();
  return child;
}

async function stopRedis(): Promise<void> {
  const child = redis?.process;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function startInstance(database: Database): Promise<Instance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/barber-test-data', JOBS_POLL_MS: '50', REDIS_URL: `redis://127.0.0.1:${redis!.port}`, TRUST_PROXY: 'true' }),
    // The production defaults: 5 failed logins a minute per account (and per address and account).
    loginRateLimit: 5,
  };
  const built = await buildApp({ config, database, now: clock.now });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...built, database, url: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}` };
}

const openSocket = (instance: Instance): Promise<ClientSocket> => openClientSocket(instance.url, sockets);

const watch = (socket: ClientSocket, date: string) =>
  new Promise<WatchAck>((resolve) => socket.emit('slots:watch', { barberId: slot.barber.id, date }, resolve));

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const post = (instance: Instance, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${instance.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('This test needs PostgreSQL: run it with `npm run test:multi-instance`.');
  const port = await freePort();
  redis = { port, process: await startRedis(port) };
  // One database, two pools: each instance has its own connections, as two processes would.
  primary = await freshDatabase();
  // The shop's plan (issue 12): active and unlimited, as in every test app.
  await applyTestPlan(primary.db, 'unlimited');
  const [row] = await queryRows<{ name: string }>(primary.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${row!.name}`;
  a = await startInstance(primary);
  b = await startInstance(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 }));
  slot = await givenShopWithFreeSlot({ ctx: a.ctx, clock } as unknown as TestApp);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b?.app.close();
  await b?.database.close();
  await a?.app.close();
  await primary?.close();
  await stopRedis();
});

describe('the Redis rate limiter', () => {
  it('counts atomically across connections, peeks without counting, expires and resets', async () => {
    const connections = [new Redis({ port: redis!.port, host: '127.0.0.1' }), new Redis({ port: redis!.port, host: '127.0.0.1' })];
    try {
      const [one, two] = connections.map((c) => redisRateLimiter(c)) as [ReturnType<typeof redisRateLimiter>, ReturnType<typeof redisRateLimiter>];
      const key = `login-fail:${randomUUID()}@example.ch`;
      // Ten hits at once from two "instances": every count is handed out exactly once.
      const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).hit(key, 5, 60_000)));
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(hits.filter((h) => h.allowed)).toHaveLength(5);
      expect(hits.every((h) => h.resetInMs > 50_000 && h.resetInMs <= 60_000)).toBe(true);
      expect(await two.peek(key, 5)).toMatchObject({ allowed: false, count: 10 });
      expect((await one.peek(key, 5)).count).toBe(10);
      // Redis holds only a hash of the key: no email in it.
      expect((await connections[0]!.keys('barber:limit:*')).join(' ')).not.toContain('@');
      await one.reset(key);
      expect(await two.peek(key, 5)).toEqual({ allowed: true, count: 0, resetInMs: 0 });

      // A hit given back (a login that succeeded, ADR 0032): one less on every instance, never below zero.
      const held = `login-fail-address:${randomUUID()}`;
      await one.hit(held, 5, 60_000);
      await two.hit(held, 5, 60_000);
      await two.release(held);
      expect((await one.peek(held, 5)).count).toBe(1);
      await one.release(held);
      await one.release(held);
      expect((await two.peek(held, 5)).count).toBe(0);
      expect((await one.hit(held, 5, 60_000)).count).toBe(1);

      const short = `short:${randomUUID()}`;
      expect((await one.hit(short, 1, 100)).allowed).toBe(true);
      expect((await two.hit(short, 1, 100)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await two.hit(short, 1, 100)).toMatchObject({ allowed: true, count: 1 });
    } finally {
      for (const c of connections) c.disconnect();
    }
  });
});

describe('two instances, one PostgreSQL, one Redis', () => {
  it('sends a booking made through A to a page connected to B', async () => {
    const onB = await openSocket(b);
    const onA = await openSocket(a);
    const heardOnB: SlotsChangedEvent[] = [];
    const heardOnA: SlotsChangedEvent[] = [];
    onB.on('slots:changed', (event) => heardOnB.push(event));
    onA.on('slots:changed', (event) => heardOnA.push(event));
    expect(await watch(onB, slot.date)).toEqual({ ok: true });
    expect(await watch(onA, slot.date)).toEqual({ ok: true });

    const booked = await post(a, '/appointments/public/appointments/guest', guestBody(slot));
    expect(booked.status).toBe(201);
    const expected = { barberId: slot.barber.id, dates: [slot.date] };
    expect(await until('the event on B', () => heardOnB[0])).toEqual(expected);
    expect(await until('the event on A', () => heardOnA[0])).toEqual(expected);
    // Each page hears it once: the adapter does not echo the event back to the instance that raised it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([heardOnA.length, heardOnB.length]).toEqual([1, 1]);
  });

  describe('the slot cache holds across both instances (ADR 0076)', () => {
    type Cell = { time: string; available: boolean };
    const slotsOn = async (instance: Instance, date: string): Promise<Cell[]> => {
      const query = new URLSearchParams({ barberId: slot.barber.id, date, duration: '30' });
      const res = await fetch(`${instance.url}/api/appointments/public/available-slots?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Cell[];
    };
    const freeOn = async (instance: Instance, date: string, time: string) =>
      (await slotsOn(instance, date)).find((c) => c.time === time)?.available === true;
    /** B hears A's change through Redis: within a moment, never a read later than the poll allows. */
    const untilTakenOn = async (instance: Instance, date: string, time: string) => {
      const deadline = Date.now() + 2_000;
      while (await freeOn(instance, date, time)) {
        if (Date.now() > deadline) throw new Error(`${date} ${time} still shown free on the other instance`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('a booking made through A takes the time on B, which had the day in memory', async () => {
      expect(await freeOn(b, slot.date, '15:00')).toBe(true);
      expect(await freeOn(b, slot.date, '15:00')).toBe(true);
      const booked = await post(a, '/appointments/public/appointments/guest', guestBody(slot, { time: '15:00', email: 'cache@example.ch', phone: '079 765 11 22' }));
      expect(booked.status).toBe(201);
      await untilTakenOn(b, slot.date, '15:00');
    });

    it("a change of the barber's hours through A reshapes B's kept days", async () => {
      const admin = await makeUser({ ctx: a.ctx } as unknown as TestApp, { role: 'admin' });
      const day = '2026-06-10';
      expect(await freeOn(b, day, '09:00')).toBe(true);
      const later = { startTime: '13:30', endTime: '19:00', hasBreak: false, breakStart: null, breakEnd: null };
      const saved = await fetch(`${a.url}/api/barbers/${slot.barber.id}/working-hours`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...admin.auth },
        body: JSON.stringify({ workingHours: standardWeek({ wednesday: later }) }),
      });
      expect(saved.status).toBe(200);
      await untilTakenOn(b, day, '09:00');
      expect(await freeOn(b, day, '14:00')).toBe(true);
    });
  });

  describe('the public lists kept in memory hold across both instances (ADR 0080)', () => {
    /** B hears A's change through Redis: within a moment, never a read later than the poll allows. */
    const untilOn = async <T>(what: string, read: () => Promise<T>, wanted: (value: T) => boolean) => {
      const deadline = Date.now() + 2_000;
      for (let value = await read(); !wanted(value); value = await read()) {
        if (Date.now() > deadline) throw new Error(`${what}: still the kept answer on the other instance`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it("a cash order through A shows the new stock in B's kept products list", async () => {
      const product = await makeProduct({ ctx: a.ctx } as unknown as TestApp, { name: 'Cera multi', inventoryQuantity: 10 });
      const stockOn = async (instance: Instance) => {
        const res = await fetch(`${instance.url}/api/products`);
        expect(res.status).toBe(200);
        const list = (await res.json()) as { data: { _id: string; inventory: { quantity: number } }[] };
        return list.data.find((p) => p._id === product.id)?.inventory.quantity;
      };
      expect(await stockOn(b)).toBe(10);
      expect(await stockOn(b)).toBe(10);
      const ordered = await post(a, '/orders', cashOrder([{ productId: product.id, quantity: 3 }]));
      expect(ordered.status).toBe(201);
      await untilOn('the stock', () => stockOn(b), (quantity) => quantity === 7);
    });

    it("a service's German name saved through A shows in B's kept German list", async () => {
      const admin = await makeUser({ ctx: a.ctx } as unknown as TestApp, { role: 'admin' });
      const germanOn = async (instance: Instance) => {
        const res = await fetch(`${instance.url}/api/services/active`, { headers: { 'accept-language': 'de-CH' } });
        const list = (await res.json()) as { _id: string; name: string }[];
        return list.find((x) => x._id === slot.service.id)?.name;
      };
      expect(await germanOn(b)).toBe(slot.service.name);
      const saved = await fetch(`${a.url}/api/admin/services/${slot.service.id}/translations`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...admin.auth },
        body: JSON.stringify({ de: { name: 'Haarschnitt' } }),
      });
      expect(saved.status).toBe(200);
      await untilOn('the German name', () => germanOn(b), (name) => name === 'Haarschnitt');
    });
  });

  describe('the login cap counts across both instances', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await makeUser({ ctx: a.ctx } as unknown as TestApp);
    });

    const attempt = (instance: Instance, email: string, address: string) =>
      post(instance, '/auth/login', { email, password: 'wrong-password-1' }, { 'x-forwarded-for': address });

    it('from one address, failed logins alternating between A and B', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await attempt(i % 2 ? b : a, user.email, '203.0.113.7')).status);
      // Each instance alone has seen at most 4 attempts: only a shared count refuses the sixth.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it('from a new address each time (the per-account cap, not the per-address limit)', async () => {
      const other = await makeUser({ ctx: b.ctx } as unknown as TestApp);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await attempt(i % 2 ? b : a, other.email, `198.51.100.${i + 1}`)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    });
  });

  it('keeps serving while Redis is down, and shares events again once it is back', async () => {
    const onB = await openSocket(b);
    const heard: SlotsChangedEvent[] = [];
    onB.on('slots:changed', (event) => heard.push(event));
    expect(await watch(onB, '2026-06-04')).toEqual({ ok: true });

    await stopRedis();
    // Limits count per instance meanwhile (the cap still holds on A), a booking goes through; nothing crashes.
    const logins: number[] = [];
    for (let i = 0; i < 6; i++) logins.push((await post(a, '/auth/login', { email: 'nobody@example.ch', password: 'wrong-password-1' })).status);
    expect(logins).toEqual([401, 401, 401, 401, 401, 429]);
    const booked = await post(a, '/appointments/public/appointments/guest', guestBody(slot, { date: '2026-06-04', email: 'outage@example.ch', phone: '079 765 43 21' }));
    expect(booked.status).toBe(201);
    // B cannot hear A meanwhile, so it keeps no list (ADR 0080): an order through A shows on B's very next read.
    const product = await makeProduct({ ctx: a.ctx } as unknown as TestApp, { name: 'Cera guasto', inventoryQuantity: 5 });
    const stockOnB = async () => {
      const list = (await (await fetch(`${b.url}/api/products`)).json()) as { data: { _id: string; inventory: { quantity: number } }[] };
      return list.data.find((p) => p._id === product.id)?.inventory.quantity;
    };
    expect(await stockOnB()).toBe(5);
    expect((await post(a, '/orders', cashOrder([{ productId: product.id, quantity: 1 }]))).status).toBe(201);
    expect(await stockOnB()).toBe(4);
    // The health check does not depend on Redis either.
    expect((await fetch(`${b.url}/api/health`)).status).toBeLessThan(500);
    // An instance started while Redis is down starts anyway (after a short wait) and serves.
    const started = Date.now();
    const late = await startInstance(primary);
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await fetch(`${late.url}/api/barbers/public`)).status).toBe(200);
    } finally {
      await late.app.close();
    }

    redis!.process = await startRedis(redis!.port);
    // Both instances reconnect and subscribe again by themselves; an event raised on A reaches B once they have.
    const event = { barberId: slot.barber.id, dates: ['2026-06-04'] };
    const deadline = Date.now() + 15_000;
    while (!heard.some((e) => JSON.stringify(e) === JSON.stringify(event)) && Date.now() < deadline) {
      a.ctx.realtime.slotsChanged(event);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(heard).toContainEqual(event);
  });
});

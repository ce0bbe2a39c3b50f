import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, expect, inject, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { seedBenchData } from '../bench/seed';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { products } from '../src/db/schema';
import {
  freePort,
  freshServerBundle,
  hostEnv,
  killQuietly,
  launch,
  tempDir,
  until,
  untilHealthy,
  type Started,
} from './helpers/server-process';

/**
 * Crash safety stays proven (issue 23 item 9): the server process on an on-disk PGlite (a DATA_DIR), killed with
 * SIGKILL while clients book and order at once, restarted on the same folder. Every booking and order it answered
 * 2xx must be there, and each product's stock must equal its starting stock less what the stored orders took.
 * No fixed waits: each step waits for what it needs (answers counted, the port, the process's exit).
 */
const TZ = 'Europe/Zurich';
const STOCK = 10_000;
const data = tempDir('barber-crash-');
const pids: number[] = [];
afterEach(() => {
  for (const pid of pids.splice(0)) killQuietly(pid);
});
afterAll(() => data.remove());

/** 079 and seven digits from `n`: a valid Swiss mobile number per booking. */
const guestPhone = (n: number) => {
  const digits = String(n).padStart(7, '0');
  return `079 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function startServer(port: number): Promise<Started> {
  // PUBLIC_FORM_RATE_LIMIT: many people book from one test address; the per-address limit is not tested here.
  const run = launch(
    process.execPath,
    [freshServerBundle()],
    port,
    hostEnv(port, data.path, { PUBLIC_FORM_RATE_LIMIT: '1000000' }),
  );
  pids.push(run.child.pid!);
  return untilHealthy(run);
}

it('SIGKILL during concurrent bookings and orders loses no answered one; stock matches the stored orders', async () => {
  // The shop, 5 barbers working every day, 3 services and 3 products, written to the data folder before the start.
  const today = todayInZone(new Date(), TZ);
  // From the suite's migrated template when it is PGlite's (seconds faster than migrating a new folder).
  const template = inject('dbTemplate');
  const seeding = await openDatabase({
    kind: 'pglite',
    dataDir: join(data.path, 'pglite'),
    ...(template.kind === 'pglite' ? { loadFrom: new Blob([readFileSync(template.file)]) } : {}),
  });
  await migrate(seeding);
  const seeded = await seedBenchData(seeding.db, { today, barbers: 4, appointments: 0, timeZone: TZ });
  const productIds = (
    await seeding.db
      .insert(products)
      .values(
        ['Cera', 'Pomata', 'Olio'].map((name) => ({
          name,
          category: PRODUCT_CATEGORIES[0],
          priceRappen: 1500,
          inventoryQuantity: STOCK,
        })),
      )
      .returning({ id: products.id })
  ).map((p) => p.id);
  await seeding.close();

  const port = await freePort();
  const first = await startServer(port);
  const api = `${first.baseURL}/api`;

  // Distinct free slots, so every booking can succeed: each barber, days 1-25, every half hour of the morning.
  const barbers = [...seeded.barberIds, seeded.freeBarberId];
  const service = seeded.services[0]!;
  const slots = barbers.flatMap((barberId) =>
    Array.from({ length: 25 }, (_, d) => addDays(today, d + 1)).flatMap((date) =>
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => ({ barberId, date, time })),
    ),
  );
  let next = 0;
  const bookings: string[] = [];
  const orders: { id: string; productId: string; quantity: number }[] = [];
  const failures: string[] = [];
  let killed = false;

  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** One client: a booking, then an order, again and again, until the server is gone. */
  const client = async (c: number) => {
    for (let i = 0; ; i++) {
      try {
        const n = next++;
        if (i % 2 === 0) {
          const slot = slots[n]!;
          const res = await post('/appointments/public/appointments/guest', {
            firstName: 'Ospite',
            lastName: `Numero${n}`,
            email: `ospite${n}@example.ch`,
            phone: guestPhone(n),
            barberId: slot.barberId,
            serviceId: service.id,
            date: slot.date,
            time: slot.time,
          });
          const body = (await res.json()) as { _id?: string };
          if (res.status === 201 && body._id) bookings.push(body._id);
          else failures.push(`booking ${res.status} ${JSON.stringify(body)}`);
        } else {
          const productId = productIds[n % productIds.length]!;
          const quantity = 1 + (n % 3);
          const res = await post('/orders', {
            items: [{ productId, quantity }],
            customerDetails: {
              name: `Cliente ${n}`,
              email: `cliente${n}@example.ch`,
              phone: '079 123 45 67',
              address: 'Via Nassa 1',
              postalCode: '6900',
              city: 'Lugano',
            },
          });
          const body = (await res.json()) as { data?: { id: string } };
          if (res.status === 201 && body.data) orders.push({ id: body.data.id, productId, quantity });
          else failures.push(`order ${res.status} ${JSON.stringify(body)}`);
        }
      } catch (error) {
        // The server is gone: this client's request was cut. Only after the kill is that expected.
        if (!killed) failures.push(`client ${c}: ${String(error)}`);
        return;
      }
    }
  };
  const clients = Array.from({ length: 12 }, (_, c) => client(c));

  // Kill once a good number of each has been answered, with the clients still sending (requests in flight).
  await until(
    () => failures.length > 0 || (bookings.length >= 40 && orders.length >= 40),
    60_000,
    'answers before the kill',
  );
  expect(failures).toEqual([]);
  killed = true;
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  await Promise.all(clients);
  expect(failures).toEqual([]);
  const answeredBookings = [...bookings];
  const answeredOrders = [...orders];

  // The same data folder, a new process: it starts (PostgreSQL's recovery replays the log) and takes new work.
  const second = await startServer(port);
  const after = await post('/orders', {
    items: [{ productId: productIds[0], quantity: 1 }],
    customerDetails: {
      name: 'Dopo Il Riavvio',
      email: 'dopo@example.ch',
      phone: '079 765 43 21',
      address: 'Via Nassa 1',
      postalCode: '6900',
      city: 'Lugano',
    },
  }).then((r) => r.status);
  expect(after).toBe(201);
  second.child.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);

  // Read the folder directly once the server has closed it.
  const check = await openDatabase({ kind: 'pglite', dataDir: join(data.path, 'pglite') });
  try {
    const storedBookings = new Set(
      (
        await rows<{ id: string }>(
          check,
          sql`select id from appointments where status in ('pending', 'confirmed')`,
        )
      ).map((r) => r.id),
    );
    expect(answeredBookings.filter((id) => !storedBookings.has(id))).toEqual([]);
    const storedOrders = new Map(
      (
        await rows<{ id: string; product_id: string; quantity: number }>(
          check,
          sql`select o.id, i.product_id, i.quantity from orders o join order_items i on i.order_id = o.id`,
        )
      ).map((r) => [r.id, r]),
    );
    for (const order of answeredOrders)
      expect(storedOrders.get(order.id), order.id).toMatchObject({
        product_id: order.productId,
        quantity: order.quantity,
      });
    // Stock: what each product has left plus what the stored orders took is what it started with, for every
    // order the database kept, answered or not (one cut before its answer may have committed).
    const stock = await rows<{ id: string; left: number; taken: number }>(
      check,
      sql`select p.id, p.inventory_quantity as left, coalesce(sum(i.quantity), 0)::int as taken
          from products p left join order_items i on i.product_id = p.id group by p.id`,
    );
    expect(stock).toHaveLength(3);
    for (const product of stock) expect(product.left + product.taken, product.id).toBe(STOCK);
    // No two bookings hold the same barber's time (the exclusion constraint survived the crash too).
    const doubled = await rows(
      check,
      sql`select barber_id, starts_at from appointments group by 1, 2 having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
  } finally {
    await check.close();
  }
}, 120_000);

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  PaymentUpdateEvent,
  ServerToClientEvents,
  WatchAck,
} from '@barber/shared/realtime';
import { queryRows } from '../../db/client';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { givenShopWithFreeSlot, type FreeSlot } from '../../../test/helpers/booking';
import { intentBody } from '../../../test/helpers/payments';
import { expireOverduePayments } from './expiry-service';
import { TWINT_EXPIRY_MS } from './twint-service';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;
let client: TestUser;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
  client = await makeUser(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const create = async (
  headers: Record<string, string> = {},
  body: object = intentBody(slot, { amount: 0.05 }),
) => {
  const res = await t.callRaw('twintCreate', { body, headers });
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    twintUrl: string;
    paymentId: string;
    amount: number;
    expiresAt: string;
    testMode: boolean;
  };
};
const status = (ref: string) => t.call('twintStatus', { params: { id: ref } });
const act = (
  ref: string,
  action: 'confirm' | 'cancel' | 'simulate',
  payload?: object,
  headers: Record<string, string> = admin.auth,
) =>
  t.callRaw(
    ({ confirm: 'twintConfirm', cancel: 'twintCancel', simulate: 'twintSimulate' } as const)[action],
    {
      params: { id: ref },
      headers,
      body: payload,
    },
  );
const rowOf = async (ref: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.reference, ref)))[0]!;

describe('the spec’s own TWINT flow', () => {
  it('creates a pending payment priced by the server, with the simulator page in test mode', async () => {
    const data = await create();
    expect(data).toMatchObject({ amount: 30, testMode: true });
    expect(data.paymentId).toMatch(/^pay_[\w-]{32}$/);
    expect(data.twintUrl).toBe(`${t.ctx.config.publicUrl}/twint-simulator/${data.paymentId}`);
    expect(new Date(data.expiresAt).getTime()).toBe(t.clock.now().getTime() + TWINT_EXPIRY_MS);
    expect(await rowOf(data.paymentId)).toMatchObject({
      method: 'twint',
      provider: 'manual',
      amountRappen: 3000,
      providerIntentId: null,
    });
    const res = await status(data.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      paymentDetails: { paymentId: data.paymentId, amount: 30, currency: 'CHF', completedAt: null },
    });
  });

  it('the status answers only to a well-formed reference it knows', async () => {
    expect((await status('pay_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const byId = await status((await rowOf((await create()).paymentId)).id);
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe('Pagamento non valido');
  });

  it('the same Idempotency-Key 10 times at once gives one TWINT payment', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.ctx.db,
          sql`select count(*)::int as n from payments where method = 'twint'`,
        )
      )[0]!.n;
    const before = await count();
    const body = intentBody(slot);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.callRaw('twintCreate', {
          body,
          headers: { 'idempotency-key': 'twint-once' },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().data.paymentId)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('the admin confirms a pending payment once; a second confirm is the spec’s 404 and changes nothing', async () => {
    const { paymentId } = await create(client.auth);
    expect((await act(paymentId, 'confirm', {}, client.auth)).statusCode).toBe(403);
    const row = await rowOf(paymentId);
    const first = await act(row.id, 'confirm', {
      confirmationId: 'C-1',
      twintReference: 'TW-778',
      metadata: {
        confirmed_via: 'admin_panel',
        confirmed_at: '2026-06-01T08:00:00Z',
        amount_confirmed: 30,
        admin_action: true,
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: expect.stringMatching(/^Pagamento di CHF\s30\.00 confermato!$/),
    });
    const confirmed = await rowOf(paymentId);
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      twintTransactionId: 'TW-778',
      confirmedByUserId: admin.id,
    });
    const second = await act(row.id, 'confirm');
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toBe('Pagamento non trovato o già processato');
    expect(await rowOf(paymentId)).toEqual(confirmed);
    expect((await status(paymentId)).json().data.status).toBe('completed');
  });

  it.each([
    ['de-CH', /^Zahlung von CHF\s30\.00 bestätigt!$/],
    ['fr-CH', /^Paiement de CHF\s30\.00 confirmé !$/],
  ])("%s: the confirmation in the admin's language", async (language, said) => {
    const { paymentId } = await create();
    const confirmed = await act(paymentId, 'confirm', {}, { ...admin.auth, 'accept-language': language });
    expect(confirmed.json().message).toMatch(said);
  });

  it('two confirmations at once: one succeeds, the other is the 404', async () => {
    const { paymentId } = await create();
    const answers = await Promise.all([act(paymentId, 'confirm'), act(paymentId, 'confirm')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });

  it('the admin cancels with the default reason or their own; a cancelled payment cannot be confirmed', async () => {
    const first = await create();
    expect((await act(first.paymentId, 'cancel')).json()).toEqual({
      success: true,
      message: 'Pagamento cancellato',
    });
    expect(await rowOf(first.paymentId)).toMatchObject({
      status: 'canceled',
      cancelReason: 'Cancellato da admin',
      errorMessage: 'Cancellato da admin',
    });
    expect((await act(first.paymentId, 'confirm')).json().message).toBe(
      'Pagamento non trovato o già processato',
    );
    const second = await create();
    await act(second.paymentId, 'cancel', { reason: 'Cliente non presentato' });
    expect((await status(second.paymentId)).json().data).toMatchObject({
      status: 'cancelled',
      paymentDetails: { errorMessage: 'Cliente non presentato' },
    });
  });

  it('lists TWINT payments for the admin with the spec’s filters', async () => {
    const list = async (query: Record<string, string> = {}) =>
      (await t.callRaw('adminTwintPayments', { query, as: admin })).json();
    const all = await list();
    expect(all.success).toBe(true);
    const statuses = new Set(all.data.map((p: { status: string }) => p.status));
    expect(statuses).toEqual(new Set(['pending', 'completed', 'cancelled']));
    expect((await list({ status: '' })).data).toHaveLength(all.data.length);
    for (const s of ['pending', 'completed', 'cancelled', 'failed']) {
      const filtered = (await list({ status: s })).data as { status: string }[];
      expect(filtered.every((p) => p.status === s)).toBe(true);
      expect(filtered).toHaveLength(all.data.filter((p: { status: string }) => p.status === s).length);
    }
    const completed = (await list({ status: 'completed' })).data[0];
    expect(completed).toMatchObject({
      amount: 30,
      metadata: { type: 'appointment' },
      customerDetails: { name: 'Anna Neri', email: 'anna.neri@example.ch' },
    });
    expect(completed.completedAt).not.toBeNull();
    expect((await t.call('adminTwintPayments', { query: { status: 'paid' }, as: admin })).statusCode).toBe(
      400,
    );
    expect((await t.call('adminTwintPayments', { as: client })).statusCode).toBe(403);
  });

  it('the test simulator approves or declines a pending payment, once', async () => {
    const approved = await create();
    const ok = await act(approved.paymentId, 'simulate', { outcome: 'approve' }, {});
    expect(ok.statusCode).toBe(200);
    expect((await rowOf(approved.paymentId)).twintTransactionId).toMatch(/^TWINT-TEST-[0-9A-F]{12}$/);
    expect((await act(approved.paymentId, 'simulate', { outcome: 'decline' }, {})).statusCode).toBe(404);
    const declined = await create();
    await act(declined.paymentId, 'simulate', { outcome: 'decline' }, {});
    expect((await status(declined.paymentId)).json().data).toMatchObject({
      status: 'failed',
      paymentDetails: { errorMessage: 'Pagamento Twint annullato o fallito.' },
    });
    expect((await act(declined.paymentId, 'confirm')).statusCode).toBe(404);
    expect((await act(declined.paymentId, 'simulate', { outcome: 'maybe' }, {})).statusCode).toBe(400);
  });

  it('unpaid payments expire after 15 minutes (the job), and can no longer be confirmed', async () => {
    const late = await create();
    const start = t.clock.now();
    t.clock.advance(TWINT_EXPIRY_MS - 1000);
    expect(await expireOverduePayments(t.ctx)).toBe(0);
    t.clock.advance(2000);
    await t.ctx.jobs.runDue();
    const row = await rowOf(late.paymentId);
    expect(row.status).toBe('expired');
    expect(row.statusAt.getTime()).toBe(start.getTime() + TWINT_EXPIRY_MS);
    expect((await status(late.paymentId)).json().data.status).toBe('expired');
    expect((await act(late.paymentId, 'confirm')).statusCode).toBe(404);
    // Paid and cancelled ones are left alone.
    const settled = await queryRows<{ status: string }>(
      t.ctx.db,
      sql`select distinct status from payments where method = 'twint' and status <> 'expired'`,
    );
    expect(settled.map((s) => s.status).sort()).toEqual(['canceled', 'failed', 'succeeded']);
    t.clock.set(start);
  });
});

describe('TWINT realtime', () => {
  async function open(): Promise<ClientSocket> {
    const socket: ClientSocket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const watch = (socket: ClientSocket, paymentId: string) =>
    new Promise<WatchAck>((resolve) => socket.emit('payment:watch', { paymentId }, resolve));
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('the waiting page hears payment_{id}, twint_payment_completed and, when the admin confirms, twint_payment_confirmed', async () => {
    const simulated = await create();
    const confirmed = await create();
    const page = await open();
    const bystander = await open();
    const heard: [string, PaymentUpdateEvent][] = [];
    page.onAny((name: string, event: PaymentUpdateEvent) => heard.push([name, event]));
    const overheard: string[] = [];
    bystander.onAny((name: string) => overheard.push(name));
    expect(await watch(page, simulated.paymentId)).toEqual({ ok: true });
    expect(await watch(page, 'pay_short')).toEqual({ ok: false, reason: 'invalid' });
    // The spec's page announces itself with test_connection: that joins the room too.
    page.emit('test_connection', {
      paymentId: confirmed.paymentId,
      guestEmail: 'anna@example.ch',
      timestamp: Date.now(),
      source: 'guest',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    await act(simulated.paymentId, 'simulate', { outcome: 'approve' }, {});
    await act(confirmed.paymentId, 'confirm');
    await until(() => heard.length >= 5);
    const names = heard.map(([name]) => name);
    expect(names).toEqual([
      `payment_${simulated.paymentId}`,
      'twint_payment_completed',
      `payment_${confirmed.paymentId}`,
      'twint_payment_confirmed',
      'twint_payment_completed',
    ]);
    expect(heard[0]![1]).toEqual({
      paymentId: simulated.paymentId,
      status: 'completed',
      paymentStatus: 'succeeded',
      amount: 30,
      source: 'simulator',
    });
    expect(heard[3]![1]).toMatchObject({
      paymentId: confirmed.paymentId,
      status: 'completed',
      source: 'admin',
    });
    expect(overheard).toEqual([]);
  });

  it('a socket holds a few payment rooms at most', async () => {
    const socket = await open();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await watch(socket, `pay_${String(i).repeat(32)}`));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.at(-1)).toEqual({ ok: false, reason: 'too-many' });
  });
});

describe('TWINT simulator outside test mode', () => {
  it('answers 404', async () => {
    const off = await createTestApp({}, { paymentProvider: null });
    try {
      const res = await off.call('twintSimulate', {
        params: { id: `pay_${'A'.repeat(32)}` },
        body: { outcome: 'approve' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { payments } from '../../db/schema';
import type { StripeEventJson } from '../../infra/payments/test-provider';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { givenShopWithFreeSlot, type FreeSlot } from '../../../test/helpers/booking';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import {
  clockSeconds,
  createIntent,
  intentBody,
  postWebhook,
  provider,
} from '../../../test/helpers/payments';

let t: TestApp;
let slot: FreeSlot;

withFreeSlot((app, free) => ([t, slot] = [app, free]));

const newIntent = async () => (await createIntent(t, intentBody(slot))).json().paymentIntentId as string;
const rowOf = async (intentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId)))[0]!;
const recorded = async (eventId: string) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from payment_webhook_events where event_id = ${eventId}`,
    )
  )[0]!.n;

describe('POST /payments/webhook: signatures', () => {
  it('applies a signed event', async () => {
    const intentId = await newIntent();
    const res = await postWebhook(t, provider(t).event('payment_intent.succeeded', intentId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect((await rowOf(intentId)).status).toBe('succeeded');
  });

  it('refuses unsigned, tampered, stale, future-dated and wrongly signed events: 400, nothing changes, nothing recorded', async () => {
    const intentId = await newIntent();
    const event = provider(t).event('payment_intent.succeeded', intentId);
    const signed = provider(t).sign(event);
    const now = clockSeconds(t);
    const attempts = [
      { signature: '' },
      { signature: 't=1,v1=deadbeef' },
      { body: signed.body.replace('payment_intent.succeeded', 'payment_intent.canceled') },
      { body: signed.body.replace(`"amount": 3000`, `"amount": 1`) },
      { timestamp: now - 301 },
      { timestamp: now + 301 },
      {
        signature: signed.signature.replace(
          /v1=([0-9a-f])/,
          (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`,
        ),
      },
    ];
    expect(attempts[2]!.body).not.toBe(signed.body);
    expect(attempts[3]!.body).not.toBe(signed.body);
    for (const attempt of attempts) {
      const res = await postWebhook(t, event, attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'Firma della notifica di pagamento non valida o scaduta.',
      });
    }
    const bare = await t.callRaw('paymentWebhook', {
      body: signed.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(400);
    expect((await rowOf(intentId)).status).toBe('requires_payment_method');
    expect(await recorded(event.id)).toBe(0);
    // Still inside the 300 s: accepted, whatever the content type says.
    expect((await postWebhook(t, event, { timestamp: now - 299 })).statusCode).toBe(200);
    expect((await rowOf(intentId)).status).toBe('succeeded');
  });
});

describe('POST /payments/webhook: each event once, any order', () => {
  it('a signed event replayed 5 times (in a row and at once) applies once', async () => {
    const intentId = await newIntent();
    await postWebhook(t, provider(t).event('payment_intent.succeeded', intentId));
    const refund = provider(t).event('charge.refunded', intentId, { amountRefundedRappen: 1000 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await postWebhook(t, refund)).json().duplicate);
    expect(answers).toEqual([false, true, true, true, true]);
    const burst = provider(t).event('payment_intent.processing', intentId);
    const together = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t, burst)));
    expect(together.map((r) => r.json().duplicate).filter((d) => d === false)).toHaveLength(1);
    expect(await recorded(refund.id)).toBe(1);
    expect(await recorded(burst.id)).toBe(1);
    const row = await rowOf(intentId);
    expect(row).toMatchObject({ status: 'partially_refunded', refundedRappen: 1000 });
  });

  it('a late processing never undoes succeeded; a refund after success ends refunded', async () => {
    const intentId = await newIntent();
    const base = clockSeconds(t);
    await postWebhook(
      t,
      provider(t).event('payment_intent.succeeded', intentId, { createdSeconds: base - 10 }),
    );
    await postWebhook(
      t,
      provider(t).event('payment_intent.processing', intentId, { createdSeconds: base - 20 }),
    );
    expect((await rowOf(intentId)).status).toBe('succeeded');
    await postWebhook(
      t,
      provider(t).event('charge.refunded', intentId, {
        createdSeconds: base - 5,
        amountRefundedRappen: 3000,
      }),
    );
    expect((await rowOf(intentId)).status).toBe('refunded');
  });

  it('shuffled event orders, each event delivered twice, all reach the same final state', async () => {
    const base = clockSeconds(t) - 60;
    const script: [string, number, number?][] = [
      ['payment_intent.created', 0],
      ['payment_intent.requires_action', 1],
      ['payment_intent.payment_failed', 2],
      ['payment_intent.processing', 3],
      ['payment_intent.succeeded', 4],
      ['charge.refunded', 6, 1000],
      ['charge.refunded', 8, 3000],
    ];
    const orders = fc.sample(
      fc.shuffledSubarray([...script.keys()], { minLength: script.length, maxLength: script.length }),
      { numRuns: 6, seed: 42 },
    );
    const finals = [];
    for (const order of [[...script.keys()], [...script.keys()].reverse(), ...orders]) {
      const intentId = await newIntent();
      const events: StripeEventJson[] = script.map(([type, offset, refunded]) =>
        provider(t).event(type, intentId, {
          createdSeconds: base + offset,
          ...(refunded ? { amountRefundedRappen: refunded } : {}),
        }),
      );
      for (const i of [...order, ...order.slice().reverse()])
        expect((await postWebhook(t, events[i]!)).statusCode).toBe(200);
      const row = await rowOf(intentId);
      finals.push({
        status: row.status,
        refundedRappen: row.refundedRappen,
        completedAt: row.completedAt!.getTime() - base * 1000,
      });
    }
    expect(new Set(finals.map((f) => JSON.stringify(f))).size).toBe(1);
    expect(finals[0]).toEqual({ status: 'refunded', refundedRappen: 3000, completedAt: 4000 });
  });

  it('a declined attempt then a newer processing ends processing, in either order', async () => {
    const base = clockSeconds(t) - 30;
    for (const reversed of [false, true]) {
      const intentId = await newIntent();
      const failed = provider(t).event('payment_intent.payment_failed', intentId, { createdSeconds: base });
      const processing = provider(t).event('payment_intent.processing', intentId, {
        createdSeconds: base + 1,
      });
      for (const event of reversed ? [processing, failed] : [failed, processing]) await postWebhook(t, event);
      expect((await rowOf(intentId)).status).toBe('processing');
    }
  });

  it('acknowledges events about intents this app does not know, and event types it does not follow', async () => {
    const intentId = await newIntent();
    const unknown: StripeEventJson = {
      ...provider(t).event('payment_intent.succeeded', intentId),
      data: { object: { id: 'pi_notours000000000000', object: 'payment_intent' } },
    };
    expect((await postWebhook(t, unknown)).json()).toEqual({ received: true, duplicate: false });
    expect((await postWebhook(t, provider(t).event('customer.created', intentId))).statusCode).toBe(200);
    expect((await rowOf(intentId)).status).toBe('requires_payment_method');
  });
});

describe('online payments off (PAYMENT_PROVIDER=none)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({}, { paymentProvider: null });
    await givenShopWithFreeSlot(off);
  });
  afterAll(() => off.close());

  it('create-intent and TWINT answer 503 with the spec’s notice; /stripe/config says only cash; webhooks are refused', async () => {
    for (const route of ['createPaymentIntent', 'twintCreate'] as const) {
      const res = await off.callRaw(route, { body: intentBody(slot) });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Pagamenti Non Disponibili/);
    }
    expect((await off.call('stripeConfig')).json()).toMatchObject({
      publishableKey: null,
      provider: 'none',
      onlinePayments: false,
      methods: ['cash'],
    });
    const webhook = await off.callRaw('paymentWebhook', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(webhook.statusCode).toBe(400);
  });
});

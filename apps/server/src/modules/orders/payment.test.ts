import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orders, payments } from '../../db/schema';
import { withShop } from '../../../test/helpers/app-suite';
import { makeUsers, type TestUser } from '../../../test/helpers/factories';
import { confirm, createIntent, postWebhook, provider } from '../../../test/helpers/payments';
import { SHOP_CUSTOMER, emailsOf, makeProduct, postOrder, stockOf } from '../../../test/helpers/shop';
import type { TestApp } from '../../../test/helpers/test-app';
import { PaymentProviderError } from '../../infra/payments/provider';
import { expireOverduePayments } from '../payments/expiry-service';

let t: TestApp;
let admin: TestUser;
let anna: TestUser;
withShop(async (app) => {
  t = app;
  [admin, anna] = await makeUsers(app, { role: 'admin' }, {});
});

/** The spec's payment intent payload for a cart (a tampered total and prices, ignored). */
const cartIntent = (lines: { productId: string; quantity: number }[]) => ({
  type: 'product_order',
  currency: 'CHF',
  orderData: { items: lines.map((l) => ({ ...l, price: 0.01 })), total: 0.01, customerDetails: SHOP_CUSTOMER },
});
const ordersOfPayment = async (reference: string) => {
  const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.reference, reference));
  return t.ctx.db.select().from(orders).where(eq(orders.paymentId, payment!.id));
};

afterEach(() => vi.restoreAllMocks());

/** The provider cannot be reached when the expiry job cancels: the reservation ends here anyway. */
const expireWhileProviderDown = async () => {
  vi.spyOn(provider(t), 'cancel').mockRejectedValue(new PaymentProviderError('unavailable', 'down'));
  t.clock.advance(16 * 60 * 1000);
  return expireOverduePayments(t.ctx);
};
/** The payer's browser pays the intent at the provider directly; the provider then tells us by webhook. */
const paidAtProvider = async (intentId: string) => {
  await provider(t).confirm(intentId, 'pm_card_visa');
  return postWebhook(t, provider(t).event('payment_intent.succeeded', intentId));
};

describe('a shop order paid online', () => {
  it('card in test mode: the stock is reserved, the order exists once the payment is verified, paid and confirmed', async () => {
    const p = await makeProduct(t, { name: 'Balsamo', priceRappen: 1800, inventoryQuantity: 5 });
    const intent = await createIntent(t, cartIntent([{ productId: p.id, quantity: 2 }]), anna.auth);
    expect(intent.statusCode).toBe(201);
    expect(intent.json()).toMatchObject({ amount: 36, appointmentId: null });
    expect(intent.json().holdExpiresAt).toEqual(expect.any(String));
    const { paymentIntentId, paymentId } = intent.json();
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await ordersOfPayment(paymentId)).toEqual([]);

    const early = await postOrder(t, { items: [{ productId: p.id, quantity: 2 }], customerDetails: SHOP_CUSTOMER, paymentId }, anna.auth);
    expect(early.json()).toMatchObject({ code: 'ORDER_NOT_PAID' });

    expect((await confirm(t, paymentIntentId, 'pm_card_visa', anna.auth)).statusCode).toBe(200);
    const [order] = await ordersOfPayment(paymentId);
    expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'stripe_card', paymentStatus: 'paid', totalRappen: 3600, userId: anna.id });
    expect(await stockOf(t, p.id)).toBe(3);

    // The shop's POST /orders after the payment answers that same order, verified again.
    const answer = await postOrder(t, { items: [{ productId: p.id, quantity: 2, price: 0.01 }], customerDetails: SHOP_CUSTOMER, paymentId, paymentMethod: 'stripe_card' }, anna.auth);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ _id: order!.id, paymentStatus: 'paid', paymentId, stripePaymentIntentId: paymentIntentId });
    expect(answer.json().message).toBe("Pagamento completato. L'ordine sarà pronto per il ritiro.");
    expect((await postOrder(t, { items: [{ productId: p.id, quantity: 2 }], customerDetails: SHOP_CUSTOMER, stripePaymentIntentId: paymentIntentId }, anna.auth)).json().data._id).toBe(order!.id);
    expect(await stockOf(t, p.id)).toBe(3);
    const mine = (await t.call('myOrders', { as: anna })).json().data;
    expect(mine.map((o: { _id: string }) => o._id)).toContain(order!.id);

    // Cancelling the paid order: stock back, refunded through the payments module.
    const cancelled = await t.call('orderStatus', { params: { id: order!.id }, body: { status: 'cancelled' }, as: admin });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(t, p.id)).toBe(5);
    expect((await emailsOf(t, 'payment-refund')).some((m) => m.bodyText.includes('Rimborso per ordine annullato'))).toBe(true);
  });

  it('a declined card creates no order; the payer leaving gives the stock back', async () => {
    const p = await makeProduct(t, { inventoryQuantity: 2 });
    const { paymentIntentId, paymentId } = (await createIntent(t, cartIntent([{ productId: p.id, quantity: 2 }]))).json();
    expect(await stockOf(t, p.id)).toBe(0);
    expect((await confirm(t, paymentIntentId, 'pm_card_chargeDeclined')).statusCode).toBe(402);
    expect(await ordersOfPayment(paymentId)).toEqual([]);
    const released = await t.call('releasePayment', { params: { id: paymentId } });
    expect(released.json()).toMatchObject({ released: true, status: 'canceled' });
    expect(await stockOf(t, p.id)).toBe(2);
    const again = await t.call('releasePayment', { params: { id: paymentId } });
    expect(again.json().released).toBe(false);
    expect(await stockOf(t, p.id)).toBe(2);
  });

  it('an unpaid reservation expires and gives the stock back; a payment arriving later takes it again if it is there', async () => {
    const p = await makeProduct(t, { inventoryQuantity: 1 });
    const late = (await createIntent(t, cartIntent([{ productId: p.id, quantity: 1 }]))).json();
    expect(await stockOf(t, p.id)).toBe(0);
    const busy = await createIntent(t, cartIntent([{ productId: p.id, quantity: 1 }]));
    expect(busy.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await expireWhileProviderDown()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, p.id)).toBe(1);

    // The money still arrives (the provider settled it): the unit is still there, so the order is made.
    expect((await paidAtProvider(late.paymentIntentId)).statusCode).toBe(200);
    expect(await ordersOfPayment(late.paymentId)).toHaveLength(1);
    expect(await stockOf(t, p.id)).toBe(0);
  });

  it('a late payment whose stock is gone is refunded, and no order exists', async () => {
    const p = await makeProduct(t, { inventoryQuantity: 1 });
    const late = (await createIntent(t, cartIntent([{ productId: p.id, quantity: 1 }]))).json();
    await expireWhileProviderDown();
    expect((await postOrder(t, { items: [{ productId: p.id, quantity: 1 }], customerDetails: SHOP_CUSTOMER })).statusCode).toBe(201);
    vi.restoreAllMocks();
    await paidAtProvider(late.paymentIntentId);
    await t.ctx.jobs.runDue();
    expect(await ordersOfPayment(late.paymentId)).toEqual([]);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.reference, late.paymentId));
    expect(payment!.status).toBe('refunded');
    expect(await stockOf(t, p.id)).toBe(0);
  });

  it("TWINT (the spec's own flow): the simulator's approval creates the order", async () => {
    const p = await makeProduct(t, { inventoryQuantity: 3 });
    const created = await t.callRaw('twintCreate', { body: cartIntent([{ productId: p.id, quantity: 1 }]) });
    expect(created.statusCode).toBe(201);
    const { paymentId } = created.json().data;
    expect(await stockOf(t, p.id)).toBe(2);
    await t.call('twintSimulate', { params: { id: paymentId }, body: { outcome: 'approve' } });
    const [order] = await ordersOfPayment(paymentId);
    expect(order).toMatchObject({ paymentMethod: 'twint', status: 'confirmed' });
    const answer = await postOrder(t, { items: [{ productId: p.id, quantity: 1 }], customerDetails: SHOP_CUSTOMER, paymentId, paymentMethod: 'twint' });
    expect(answer.json().data).toMatchObject({ _id: order!.id, stripePaymentIntentId: null, paymentStatus: 'paid' });
  });
});

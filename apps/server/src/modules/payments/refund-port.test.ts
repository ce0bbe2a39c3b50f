import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments, orders, outboundMessages, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import type { FreeSlot } from '../../../test/helpers/booking';
import { confirm, createIntent, givenPaymentsWorld, intentBody } from '../../../test/helpers/payments';
import { SHOP_CUSTOMER, makeProduct } from '../../../test/helpers/shop';
import { appointmentPayments } from '../appointments/payment-subject';
import { orderPayments } from '../orders/payment-bridge';
import { planPayments } from '../subscriptions/payment-subject';

/**
 * Every refund reaches the payment's subject through the port (subjects.ts `refunded`, ADR 0043): a booking the
 * shop cancels, an order the admin refunds, the plan the admin refunds. What each subject shows afterwards is what
 * it showed before refunds went through the port.
 */
let t: TestApp, slot: FreeSlot, admin: TestUser, anna: TestUser;

beforeAll(async () => ({ t, slot, admin, anna } = await givenPaymentsWorld('anna.ordini@example.ch')));
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const paymentOf = async (intentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId)))[0]!;

describe('a refund reaches its subject', () => {
  it('the shop cancels a paid guest booking: the booking hears its refund, the guest it names gets the email', async () => {
    const refunded = vi.spyOn(appointmentPayments, 'refunded');
    // No payment form details: the booking's guest is who the payment's emails go to (the port's recipient).
    const res = await createIntent(t, intentBody(slot, {}, { customerDetails: undefined }));
    expect(res.statusCode).toBe(201);
    const intent = res.json() as { paymentIntentId: string; appointmentId: string };
    expect((await paymentOf(intent.paymentIntentId)).customerDetails).toBeNull();
    await confirm(t, intent.paymentIntentId, 'pm_card_visa');

    const cancelled = await t.call('staffAppointmentStatus', {
      params: { id: intent.appointmentId },
      body: { status: 'cancelled' },
      as: admin,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const row = await paymentOf(intent.paymentIntentId);
    expect(row).toMatchObject({ status: 'refunded', refundedRappen: 3000 });
    expect(refunded).toHaveBeenCalledTimes(1);
    expect(refunded.mock.calls[0]![2]).toMatchObject({ id: row.id, status: 'refunded' });
    expect(refunded.mock.calls[0]![3]).toMatchObject({ amountRappen: 3000 });
    const [booking] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, intent.appointmentId));
    expect(booking).toMatchObject({ status: 'cancelled', paymentType: 'online' });
    const mails = await t.ctx.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.kind, 'payment-refund'), eq(outboundMessages.recipient, 'anna.neri@example.ch')));
    expect(mails.some((m) => m.bodyText.includes(row.reference))).toBe(true);
  });

  it('the admin refunds a paid order: the order records it, its customer’s pages hear it', async () => {
    const refunded = vi.spyOn(orderPayments, 'refunded');
    const told = vi.spyOn(t.ctx.realtime, 'orderStatusUpdated');
    const product = await makeProduct(t, { name: 'Cera', priceRappen: 2000, inventoryQuantity: 3 });
    const intent = await createIntent(
      t,
      {
        type: 'product_order',
        currency: 'CHF',
        orderData: { items: [{ productId: product.id, quantity: 1 }], customerDetails: SHOP_CUSTOMER },
      },
      anna.auth,
    );
    expect(intent.statusCode).toBe(201);
    const { paymentIntentId } = intent.json() as { paymentIntentId: string };
    expect((await confirm(t, paymentIntentId, 'pm_card_visa', anna.auth)).statusCode).toBe(200);
    const payment = await paymentOf(paymentIntentId);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.paymentId, payment.id));
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    // A part first: the order stays paid in its own column, the answer shows the part.
    const part = await t.call('refundPayment', { params: { id: payment.id }, body: { amount: 5 }, as: admin });
    expect(part.json().data).toMatchObject({ status: 'partially_refunded', refundedAmount: 5 });
    expect((await t.call('myOrders', { as: anna })).json().data[0]).toMatchObject({
      _id: order!.id,
      paymentStatus: 'partially_refunded',
    });
    const rest = await t.call('refundPayment', { params: { id: payment.id }, body: {}, as: admin });
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundedAmount: 20 });

    expect(refunded).toHaveBeenCalledTimes(2);
    const [after] = await t.ctx.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'refunded' });
    expect((await t.call('myOrders', { as: anna })).json().data[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'refunded' });
    expect(told).toHaveBeenLastCalledWith(anna.id, expect.objectContaining({ orderId: order!.id, paymentStatus: 'refunded' }));
    // The account's own data (read from the order's column) agrees.
    const exported = (await t.call('exportMyData', { as: anna })).json() as { orders: { _id: string; paymentStatus: string }[] };
    expect(exported.orders.find((o) => o._id === order!.id)?.paymentStatus).toBe('refunded');
  });
});

describe('a refund of the plan reaches the plan', () => {
  let p: TestApp;
  afterAll(() => p?.close());

  it('the admin refunds the plan’s payment: the plan hears it, its month stands', async () => {
    p = await createTestApp({}, { plan: 'none' });
    const owner = await makeUser(p, { role: 'admin' });
    const refunded = vi.spyOn(planPayments, 'refunded');
    const plans = (await p.call('subscriptionPlans', { as: owner })).json().data as { _id: string; name: string }[];
    const planId = plans.find((plan) => plan.name === 'BUSINESS')!._id;
    const selected = await p.call('selectSubscriptionPlan', { body: { planId }, as: owner });
    const subscriptionId = selected.json().data.subscription._id as string;
    const intent = await p.call('subscriptionPaymentIntent', { body: { planId, subscriptionId }, as: owner });
    const { paymentIntentId } = intent.json().data as { paymentIntentId: string };
    const paid = await p.call('confirmPayment', { body: { paymentIntentId, paymentMethodId: 'pm_card_visa' }, as: owner });
    expect(paid.statusCode).toBe(200);
    const access = async () => (await p.call('subscriptionAccess', { as: owner })).json().data;
    const before = await access();

    const [row] = await p.ctx.db.select().from(payments).where(eq(payments.providerIntentId, paymentIntentId));
    const refund = await p.call('refundPayment', { params: { id: row!.id }, body: {}, as: owner });
    expect(refund.json().data).toMatchObject({ status: 'refunded', refundedAmount: 49 });
    expect(refunded).toHaveBeenCalledTimes(1);
    expect(refunded.mock.calls[0]![2]).toMatchObject({ id: row!.id, kind: 'subscription', status: 'refunded' });
    expect(await access()).toEqual(before);
  });
});

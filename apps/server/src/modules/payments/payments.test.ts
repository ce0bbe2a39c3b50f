import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { appointments, payments } from '../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUsers, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, type FreeSlot } from '../../../test/helpers/booking';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { CUSTOMER, confirm, createIntent, intentBody, provider } from '../../../test/helpers/payments';

let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;
let anna: TestUser;
let bruno: TestUser;

withFreeSlot(async (app, free) => {
  [t, slot] = [app, free];
  [admin, anna, bruno] = await makeUsers(app, { role: 'admin' }, {}, {});
});

const paymentRow = async (intentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId)))[0]!;

describe('POST /payments/create-intent', () => {
  it('prices the appointment from the database and answers the client secret as the spec reads it', async () => {
    const res = await createIntent(t, intentBody(slot, { amount: 0.5, status: 'succeeded' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      amount: 30,
      currency: 'CHF',
      status: 'requires_payment_method',
      provider: 'test',
      testMode: true,
    });
    expect(body.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(body.clientSecret).toBe(body.client_secret);
    expect(body.client_secret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);
    expect(body.paymentId).toMatch(/^pay_[\w-]{32}$/);
    // A tampered price, amount and status are ignored: the row holds the service's price, unpaid.
    const row = await paymentRow(body.paymentIntentId);
    expect(row).toMatchObject({
      amountRappen: 3000,
      status: 'requires_payment_method',
      method: 'stripe_card',
      provider: 'test',
      kind: 'appointment',
      userId: null,
    });
    expect(row.customerDetails).toEqual({
      name: 'Anna Neri',
      email: 'anna.neri@example.ch',
      phone: '+41 79 1234567',
      address: 'Via Nassa 5',
      postalCode: '6900',
      city: 'Lugano',
    });
    expect((await provider(t).retrieve(body.paymentIntentId)).amountRappen).toBe(3000);
  });

  it('finds the service by id too, and records the caller as the owner', async () => {
    const res = await createIntent(
      t,
      intentBody(slot, {}, { service: undefined, serviceId: slot.service.id }),
      anna.auth,
    );
    expect(res.statusCode).toBe(201);
    expect((await paymentRow(res.json().paymentIntentId)).userId).toBe(anna.id);
  });

  it('refuses bad input with the spec’s Italian messages', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...intentBody(slot), type: 'gift' }, /Tipo di pagamento non valido/],
      [{ ...intentBody(slot), currency: 'EUR' }, /solo CHF/],
      [{ type: 'appointment' }, /Indica il servizio da pagare/],
      [
        intentBody(slot, {}, { customerDetails: { ...intentBodyCustomer(), email: 'x' } }),
        /Email non valida/,
      ],
      [
        intentBody(slot, {}, { customerDetails: { ...intentBodyCustomer(), phone: '079' } }),
        /Numero di telefono troppo corto/,
      ],
      [
        intentBody(slot, {}, { customerDetails: { ...intentBodyCustomer(), postalCode: '69' } }),
        /CAP non valido \(min\. 4 cifre\)/,
      ],
      [
        intentBody(slot, {}, { customerDetails: { ...intentBodyCustomer(), name: 'A' } }),
        /Nome troppo corto/,
      ],
      [
        intentBody(slot, {}, { customerDetails: { ...intentBodyCustomer(), address: 'Via' } }),
        /Indirizzo troppo corto/,
      ],
      [
        // The address is optional since issue 27 (ADR 0056); name, email and phone are not.
        intentBody(slot, {}, { customerDetails: { ...intentBodyCustomer(), phone: '' } }),
        /Campo obbligatorio/,
      ],
      [intentBody(slot, { paymentMethod: 'cash' }), /Metodo di pagamento non supportato/],
    ];
    for (const [body, message] of cases) {
      const res = await createIntent(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('an unknown service, a service the barber does not offer, or someone else’s appointment: 404 and no payment', async () => {
    const before = await countPayments();
    expect((await createIntent(t, intentBody(slot, {}, { service: 'Inesistente' }))).json().code).toBe(
      'SERVICE_NOT_FOUND',
    );
    expect(
      (
        await createIntent(t, intentBody(slot, {}, { barberId: '00000000-0000-4000-8000-000000000000' }))
      ).json().code,
    ).toBe('BARBER_NOT_FOUND');
    const booked = await t.call('bookAppointment', {
      body: bookingBody(slot),
      as: anna,
    });
    expect(booked.statusCode).toBe(201);
    const appointmentId = booked.json().data._id as string;
    const other = await createIntent(
      t,
      { type: 'appointment', appointmentData: { appointmentId } },
      bruno.auth,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('APPOINTMENT_NOT_FOUND');
    expect(
      (await createIntent(t, { type: 'appointment', appointmentData: { appointmentId } })).statusCode,
    ).toBe(404);
    expect(await countPayments()).toBe(before);
  });

  it('a product order needs the customer details and real products (the shop path: orders/payment.test.ts)', async () => {
    const before = await countPayments();
    const res = await createIntent(t, {
      type: 'product_order',
      orderData: { items: [{ productId: slot.service.id, cartQuantity: 1 }], total: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'orderData.customerDetails', message: 'Campo obbligatorio' }]);
    const unknown = await createIntent(t, {
      type: 'product_order',
      orderData: { items: [{ productId: slot.service.id, cartQuantity: 1 }], customerDetails: CUSTOMER },
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().code).toBe('PRODUCT_UNAVAILABLE');
    expect(await countPayments()).toBe(before);
  });

  it('the same Idempotency-Key 10 times at once gives one payment and identical answers; another body with it: 409', async () => {
    const before = await countPayments();
    const headers = { 'idempotency-key': 'pay-once-1' };
    const body = intentBody(slot);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createIntent(t, body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countPayments()).toBe(before + 1);
    const other = await createIntent(t, intentBody(slot, {}, { time: '11:00' }), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });
});

function intentBodyCustomer() {
  return {
    name: 'Anna Neri',
    email: 'anna@example.ch',
    phone: '0791234567',
    address: 'Via Nassa 5',
    postalCode: '6900',
    city: 'Lugano',
  };
}
const countPayments = async () =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from payments`))[0]!.n;

describe('POST /payments/confirm', () => {
  it('pm_card_visa pays; confirming again answers the paid payment without charging twice', async () => {
    const intent = (await createIntent(t, intentBody(slot))).json();
    const res = await confirm(t, intent.paymentIntentId, 'pm_card_visa');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'succeeded',
      amount: 30,
      paymentMethod: 'stripe_card',
      reference: intent.paymentId,
      testMode: true,
    });
    expect(res.json().data.completedAt).toBe(t.clock.now().toISOString());
    const again = await confirm(t, intent.paymentIntentId, 'pm_card_chargeDeclined');
    expect(again.json().data.status).toBe('succeeded');
  });

  it('pm_card_chargeDeclined: 402 with the Italian decline message, recorded as failed; another card then pays', async () => {
    const intent = (await createIntent(t, intentBody(slot))).json();
    const res = await confirm(t, intent.paymentIntentId, 'pm_card_chargeDeclined');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'La carta è stata rifiutata. Usa un altro metodo di pagamento.',
    });
    expect((await paymentRow(intent.paymentIntentId)).status).toBe('failed');
    expect((await confirm(t, intent.paymentIntentId, 'pm_card_visa')).json().data.status).toBe('succeeded');
  });

  it('refuses unknown intents, unknown methods and someone else’s payment', async () => {
    expect((await confirm(t, 'pi_000000000000000000000000', 'pm_card_visa')).statusCode).toBe(404);
    expect((await confirm(t, 'not-an-intent', 'pm_card_visa')).statusCode).toBe(400);
    const mine = (await createIntent(t, intentBody(slot), anna.auth)).json();
    const unknownMethod = await confirm(t, mine.paymentIntentId, 'pm_unknown', anna.auth);
    expect(unknownMethod.statusCode).toBe(400);
    expect(unknownMethod.json().message).toBe('Metodo di pagamento non supportato');
    expect((await confirm(t, mine.paymentIntentId, 'pm_card_visa', bruno.auth)).statusCode).toBe(404);
    expect((await confirm(t, mine.paymentIntentId, 'pm_card_visa')).statusCode).toBe(404);
    expect((await paymentRow(mine.paymentIntentId)).status).toBe('requires_payment_method');
    expect((await confirm(t, mine.paymentIntentId, 'pm_card_visa', anna.auth)).json().data.status).toBe(
      'succeeded',
    );
  });
});

describe('GET /payments/history and /payments/:id', () => {
  it('a customer sees only their own payments; the admin sees all, with filters', async () => {
    const own = await t.call('paymentHistory', { as: anna });
    expect(own.statusCode).toBe(200);
    const mine = own.json().data as { _id: string; status: string }[];
    expect(mine.length).toBeGreaterThan(0);
    const rows = await t.ctx.db.select().from(payments);
    expect(mine.every((p) => rows.find((r) => r.id === p._id)?.userId === anna.id)).toBe(true);
    expect(
      (await t.call('paymentHistory', { as: bruno })).json().data,
    ).toEqual([]);

    const all = await t.call('paymentHistory', {
      query: { limit: '100' },
      as: admin,
    });
    expect(all.json().data).toHaveLength(rows.length);
    const paid = await t.call('paymentHistory', {
      query: { status: 'succeeded', type: 'appointment', limit: '2' },
      as: admin,
    });
    expect(paid.json().data).toHaveLength(2);
    expect(paid.json().data.every((p: { status: string }) => p.status === 'succeeded')).toBe(true);
    expect(
      (await t.call('paymentHistory', { query: { limit: '0' }, as: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call('paymentHistory', { query: { status: 'paid' }, as: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('one payment to its owner and the admin, by id or reference; 404 to anyone else', async () => {
    const intent = (await createIntent(t, intentBody(slot), anna.auth)).json();
    const row = await paymentRow(intent.paymentIntentId);
    for (const key of [row.id, row.reference]) {
      expect(
        (await t.call('paymentDetails', { params: { id: key }, as: anna })).json().data._id,
      ).toBe(row.id);
      expect(
        (await t.call('paymentDetails', { params: { id: key }, as: admin })).statusCode,
      ).toBe(200);
      expect(
        (await t.call('paymentDetails', { params: { id: key }, as: bruno })).statusCode,
      ).toBe(404);
    }
    expect((await t.call('paymentDetails', { params: { id: row.id } })).statusCode).toBe(401);
    expect(
      (await t.call('paymentDetails', { params: { id: 'abc' }, as: admin })).json().message,
    ).toBe('Pagamento non valido');
  });
});

describe('POST /payments/:id/refund', () => {
  it('refunds in parts and in full, never more than was paid; only paid payments; admin only', async () => {
    const intent = (await createIntent(t, intentBody(slot))).json();
    const row = await paymentRow(intent.paymentIntentId);
    const refund = (body?: object, headers = admin.auth) =>
      t.callRaw('refundPayment', {
        params: { id: row.id },
        headers,
        body,
      });
    expect((await refund({ amount: 10 })).json().code).toBe('REFUND_NOT_ALLOWED');
    await confirm(t, intent.paymentIntentId, 'pm_card_visa');
    expect((await refund({ amount: 10 }, anna.auth)).statusCode).toBe(403);
    expect((await refund({ amount: 30.01 })).json().code).toBe('REFUND_TOO_LARGE');
    expect((await refund({ amount: -1 })).statusCode).toBe(400);
    const partial = await refund({ amount: 10.5, reason: 'Servizio ridotto' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({ status: 'partially_refunded', refundedAmount: 10.5 });
    expect((await refund({ amount: 19.51 })).json().code).toBe('REFUND_TOO_LARGE');
    const rest = await refund();
    if (rest.statusCode !== 200) throw new Error(rest.body);
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundedAmount: 30 });
    expect((await refund()).json().code).toBe('REFUND_NOT_ALLOWED');
    expect((await provider(t).retrieve(intent.paymentIntentId)).amountRefundedRappen).toBe(3000);
    const refunds = await queryRows<{ amount_rappen: number; reason: string | null }>(
      t.ctx.db,
      sql`select amount_rappen, reason from payment_refunds where payment_id = ${row.id} order by created_at, amount_rappen`,
    );
    expect(refunds.map((r) => r.amount_rappen).sort((a, b) => a - b)).toEqual([1050, 1950]);
  });

  it('concurrent refunds never pass what was paid', async () => {
    const intent = (await createIntent(t, intentBody(slot))).json();
    await confirm(t, intent.paymentIntentId, 'pm_card_visa');
    const row = await paymentRow(intent.paymentIntentId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('refundPayment', {
          params: { id: row.id },
          body: { amount: 20 },
          as: admin,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await paymentRow(intent.paymentIntentId)).refundedRappen).toBe(2000);
  });
});

describe('POST /payments/appointment/:id', () => {
  const annaBooks = async (time: string) => {
    const booked = await t.call('bookAppointment', {
      body: bookingBody(slot, { time }),
      as: anna,
    });
    return booked.json().data._id as string;
  };

  it('opens one payment for the owner’s booking at its price, reused on a second click; verifies a paid intent before marking the booking', async () => {
    const appointmentId = await annaBooks('14:00');
    const pay = (body: object, headers = anna.auth) =>
      t.callRaw('appointmentPayment', { params: { id: appointmentId }, body, headers });
    expect((await pay({ type: 'appointment' }, bruno.auth)).statusCode).toBe(404);
    const first = await pay({ type: 'appointment', amount: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ amount: 30, appointmentId, status: 'requires_payment_method' });
    const second = await pay({ type: 'appointment' });
    expect(second.json().paymentIntentId).toBe(first.json().paymentIntentId);
    expect(second.json().client_secret).toBe(first.json().client_secret);

    // Recording a payment that has not succeeded is refused; once paid it marks the booking as paid online.
    expect(
      (await pay({ type: 'appointment', paymentIntentId: first.json().paymentIntentId })).json().code,
    ).toBe('PAYMENT_NOT_CONFIRMABLE');
    await provider(t).confirm(first.json().paymentIntentId, 'pm_card_visa');
    const recorded = await pay({
      type: 'appointment',
      stripePaymentIntentId: first.json().paymentIntentId,
      status: 'whatever',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data.status).toBe('succeeded');
    const [appointment] = await t.ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(appointment!.paymentType).toBe('online');
    expect((await pay({ type: 'appointment' })).json().message).toMatch(/già stato pagato/);
  });

  it('a payment of another amount, or one holding another booking, cannot be recorded for the booking', async () => {
    const appointmentId = await annaBooks('15:00');
    const record = (paymentIntentId: string) =>
      t.call('appointmentPayment', {
        params: { id: appointmentId },
        body: { paymentIntentId },
        as: anna,
      });
    const cheap = (
      await createIntent(t, { type: 'appointment', appointmentData: { appointmentId } }, anna.auth)
    ).json();
    await confirm(t, cheap.paymentIntentId, 'pm_card_visa', anna.auth);
    await t.ctx.db.update(appointments).set({ priceRappen: 5000 }).where(eq(appointments.id, appointmentId));
    expect((await record(cheap.paymentIntentId)).json().code).toBe('PAYMENT_AMOUNT_INVALID');
    // A payment for a new booking holds its own slot: it never pays for another one.
    const other = (await createIntent(t, intentBody(slot), anna.auth)).json();
    await confirm(t, other.paymentIntentId, 'pm_card_visa', anna.auth);
    expect((await record(other.paymentIntentId)).json().code).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('GET /stripe/config', () => {
  it('answers the offline key in test mode', async () => {
    const res = await t.call('stripeConfig');
    expect(res.json()).toEqual({
      publishableKey: 'pk_test_offline',
      provider: 'test',
      testMode: true,
      onlinePayments: true,
      methods: ['stripe_card', 'twint', 'cash'],
      currency: 'CHF',
    });
  });
});

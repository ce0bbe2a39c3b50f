import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { guestBody, type FreeSlot } from '../../../test/helpers/booking';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { intentBody, nextHoldSlot } from '../../../test/helpers/payments';
import { makeProduct, stockOf } from '../../../test/helpers/shop';

/**
 * Issue 27 item 7, ADR 0056: an appointment paid by card or TWINT and a shop order for pickup need the payer's
 * name, email and phone, no street address. The spec's client still sends all six fields and is still checked.
 */
let t: TestApp;
let slot: FreeSlot;

withFreeSlot((app, free) => ([t, slot] = [app, free]));

const PAYER = { name: 'Sara Conti', email: ' Sara.Conti@Example.CH ', phone: '+41 79 555 10 03' };
const CLEANED = { name: 'Sara Conti', email: 'sara.conti@example.ch', phone: '+41 79 555 10 03', address: '', postalCode: '', city: '' };

const appointmentData = (at: { date: string; time: string }) => ({
  service: slot.service.name,
  barberId: slot.barber.id,
  ...at,
  customerDetails: PAYER,
});
const paymentByReference = async (reference: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

describe('an appointment paid online without an address', () => {
  it('card: the intent is created, the test card pays, the guest booking is confirmed and paid', async () => {
    const at = nextHoldSlot();
    const intent = await t.call('createPaymentIntent', { body: { type: 'appointment', appointmentData: appointmentData(at) } });
    expect(intent.statusCode).toBe(201);
    const { paymentIntentId, paymentId, appointmentId } = intent.json();
    expect((await paymentByReference(paymentId)).customerDetails).toEqual(CLEANED);

    const paid = await t.call('confirmPayment', { body: { paymentIntentId, paymentMethodId: 'pm_card_visa' } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'succeeded', customerDetails: CLEANED });

    const booked = await t.call('guestBooking', {
      body: guestBody(slot, { ...at, paymentType: 'online', payment: { method: 'stripe_card', paymentId, stripePaymentIntentId: paymentIntentId } }),
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().appointment).toMatchObject({ _id: appointmentId, status: 'confirmed', paymentStatus: 'paid_online' });
  });

  it('TWINT: the spec’s own flow takes the payer without an address and the approval confirms the booking', async () => {
    const at = nextHoldSlot();
    const created = await t.call('twintCreate', { body: { type: 'appointment', appointmentData: appointmentData(at) } });
    expect(created.statusCode).toBe(201);
    const { paymentId } = created.json().data;
    await t.call('twintSimulate', { params: { id: paymentId }, body: { outcome: 'approve' } });
    expect((await t.call('twintStatus', { params: { id: paymentId } })).json().data.status).toBe('completed');
    expect((await paymentByReference(paymentId)).customerDetails).toEqual(CLEANED);
  });

  it('the spec’s client still sends the address: kept, and still checked when given; null or blank is none', async () => {
    const full = await t.callRaw('createPaymentIntent', { body: intentBody(slot) });
    expect(full.statusCode).toBe(201);
    expect((await paymentByReference(full.json().paymentId)).customerDetails).toMatchObject({ address: 'Via Nassa 5', postalCode: '6900', city: 'Lugano' });

    const refused: [Record<string, unknown>, RegExp, string][] = [
      [{ postalCode: '69' }, /CAP non valido \(min\. 4 cifre\)/, 'postalCode'],
      [{ address: 'Via' }, /Indirizzo troppo corto/, 'address'],
      [{ city: 'L' }, /Città non valida/, 'city'],
      [{ address: 'Via\nNassa 5' }, /.+/, 'address'],
    ];
    for (const [part, message, field] of refused) {
      const res = await t.callRaw('createPaymentIntent', {
        body: { type: 'appointment', appointmentData: { ...appointmentData(nextHoldSlot()), customerDetails: { ...PAYER, ...part } } },
      });
      expect(res.statusCode, JSON.stringify(part)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const blank = await t.callRaw('createPaymentIntent', {
      body: { type: 'appointment', appointmentData: { ...appointmentData(nextHoldSlot()), customerDetails: { ...PAYER, address: '  ', postalCode: null, city: '' } } },
    });
    expect(blank.statusCode).toBe(201);
    expect((await paymentByReference(blank.json().paymentId)).customerDetails).toEqual(CLEANED);
  });

  it('name, email and phone stay required', async () => {
    for (const field of ['name', 'email', 'phone'] as const) {
      const { [field]: _left, ...rest } = PAYER;
      const res = await t.callRaw('createPaymentIntent', {
        body: { type: 'appointment', appointmentData: { ...appointmentData(nextHoldSlot()), customerDetails: rest } },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toMatch(/Campo obbligatorio/);
    }
  });
});

describe('a shop order for pickup without an address', () => {
  it('cash: placed with name, email and phone; the order shows no address', async () => {
    const product = await makeProduct(t, { name: 'Cera opaca', priceRappen: 2200, inventoryQuantity: 4 });
    const res = await t.call('createOrder', { body: { items: [{ productId: product.id, quantity: 1 }], customerDetails: PAYER } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      paymentMethod: 'cash',
      customerInfo: { name: 'Sara Conti', email: 'sara.conti@example.ch', phone: '+41 79 555 10 03', address: '', postalCode: '', city: '' },
      shippingAddress: { address1: '', postalCode: '', city: '' },
      totals: { total: 22 },
    });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('card: the cart’s intent takes the payer without an address and the paid payment makes the order', async () => {
    const product = await makeProduct(t, { name: 'Shampoo menta', priceRappen: 1500, inventoryQuantity: 5 });
    const items = [{ productId: product.id, quantity: 2 }];
    const intent = await t.call('createPaymentIntent', {
      body: { type: 'product_order', orderData: { items, customerDetails: PAYER } },
    });
    expect(intent.statusCode).toBe(201);
    const { paymentIntentId, paymentId } = intent.json();
    expect((await t.call('confirmPayment', { body: { paymentIntentId, paymentMethodId: 'pm_card_visa' } })).statusCode).toBe(200);
    const placed = await t.call('createOrder', { body: { items, customerDetails: PAYER, paymentId } });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({ paymentStatus: 'paid', totals: { total: 30 }, customerInfo: { address: '', city: '' } });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, placed.json().data._id));
    expect(row).toMatchObject({ customerAddress: '', customerPostalCode: '', customerCity: '' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, givenShopWithFreeSlot, type FreeSlot } from '../../../test/helpers/booking';
import { confirm, createIntent, intentBody } from '../../../test/helpers/payments';

/**
 * Issue 27: a logged-in customer books with the guest's flow, 'Qualsiasi barbiere' (a time of the merged grid
 * names its barber) and card or TWINT included, through their own route, so the booking is theirs.
 */
let t: TestApp;
let slot: FreeSlot;
let anna: TestUser;
let bruno: TestUser;
let barber: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  anna = await makeUser(t, { firstName: 'Anna', email: 'anna.account@example.ch' });
  bruno = await makeUser(t, { firstName: 'Bruno', email: 'bruno.account@example.ch' });
  barber = await makeUser(t, { role: 'barber', email: 'barbiere.account@example.ch' });
});
afterAll(() => t.close());

type Intent = { paymentIntentId: string; paymentId: string; appointmentId: string };
const hold = async (who: TestUser) => {
  const res = await createIntent(t, intentBody(slot), who.auth);
  expect(res.statusCode).toBe(201);
  return res.json() as Intent;
};
const rowOf = async (id: string) => (await t.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const mine = async (who: TestUser) =>
  (await t.call('myAppointments', { as: who })).json() as { _id: string; paymentStatus: string }[];
const paidBody = (payment: Record<string, string>) =>
  bookingBody(slot, { paymentType: 'online' as const, payment });

describe('the account route books with the guest flow', () => {
  it("'Qualsiasi barbiere': the merged grid's time and barber book through the account route", async () => {
    const any = await t.call('anyBarberSlots', { query: { serviceId: slot.service.id, date: slot.date } });
    const [pick] = (any.json() as { data: { time: string; barberId: string }[] }).data;
    const res = await t.call('bookAppointment', {
      body: bookingBody(slot, { barberId: pick!.barberId, time: pick!.time, paymentType: 'in_person' }),
      as: anna,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ time: pick!.time, paymentType: 'in_person', status: 'confirmed' });
    expect((await mine(anna)).map((a) => a._id)).toContain(res.json().data._id);
  });

  it('paid by card: the held booking is answered once, paid, in their appointments; nothing is booked twice', async () => {
    const intent = await hold(anna);
    await confirm(t, intent.paymentIntentId, 'pm_card_visa', anna.auth);
    const payment = { stripePaymentIntentId: intent.paymentIntentId };
    const first = await t.call('bookAppointment', { body: paidBody(payment), as: anna });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Prenotazione effettuata con successo!',
      data: { _id: intent.appointmentId, paymentType: 'online', status: 'confirmed', paymentStatus: 'paid_online' },
    });
    const again = await t.call('bookAppointment', { body: paidBody(payment), as: anna });
    expect(again.json().data._id).toBe(intent.appointmentId);
    expect(await rowOf(intent.appointmentId)).toMatchObject({ bookingKind: 'online', clientUserId: anna.id });
    expect((await mine(anna)).filter((a) => a._id === intent.appointmentId)).toHaveLength(1);
  });

  it("someone else's paid booking is not found through the account route, and stays theirs", async () => {
    const intent = await hold(anna);
    await confirm(t, intent.paymentIntentId, 'pm_card_visa', anna.auth);
    const res = await t.call('bookAppointment', {
      body: paidBody({ stripePaymentIntentId: intent.paymentIntentId }),
      as: bruno,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await mine(bruno)).map((a) => a._id)).not.toContain(intent.appointmentId);
    expect((await rowOf(intent.appointmentId)).clientUserId).toBe(anna.id);
  });

  it('online without a payment is an Italian 400 naming the field; an unpaid one is 409; nothing is booked', async () => {
    const before = (await mine(anna)).length;
    const missing = await t.call('bookAppointment', { body: bookingBody(slot, { paymentType: 'online' }), as: anna });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('payment');
    const intent = await hold(anna);
    const unpaid = await t.call('bookAppointment', {
      body: paidBody({ stripePaymentIntentId: intent.paymentIntentId }),
      as: anna,
    });
    expect(unpaid.statusCode).toBe(409);
    // Only the held (pending) booking of the payment under way, which its expiry releases.
    expect((await mine(anna)).length).toBe(before + 1);
  });

  it('a barber booking for themselves pays by TWINT: the hold is theirs and the route answers it', async () => {
    const created = await t.callRaw('twintCreate', { body: intentBody(slot), headers: barber.auth });
    expect(created.statusCode).toBe(201);
    const { paymentId } = created.json().data as { paymentId: string };
    const approved = await t.callRaw('twintSimulate', { params: { id: paymentId }, body: { outcome: 'approve' } });
    expect(approved.statusCode).toBe(200);
    const res = await t.call('bookAppointment', { body: paidBody({ paymentId }), as: barber });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ paymentType: 'online', paymentStatus: 'paid_online' });
    expect((await mine(barber)).map((a) => a._id)).toContain(res.json().data._id);
  });
});

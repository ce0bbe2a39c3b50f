import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { givenShopWithFreeSlot, guestBody, type FreeSlot } from '../../../test/helpers/booking';
import { intentBody, provider } from '../../../test/helpers/payments';

/**
 * Issue 29 item 2 (ADR 0064) through the real server: 'Non presentato' only once started; a customer over the
 * policy's threshold meets DEPOSIT_REQUIRED, pays the deposit with the test card and is booked; the deposit is
 * deducted, forfeited or refunded as the appointment ends.
 */
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;

// Thursday 4 June 2026 onwards: the days after the no-show (Wednesday 3 June, 10:00).
const THURSDAY = '2026-06-04';
const ANNA = 'anna.neri@example.ch';
const POLICY = {
  enabled: true,
  kind: 'fixed' as const,
  fixedAmount: 10,
  percent: 30,
  threshold: 1,
  firstTimeAtPeak: false,
  peakDays: ['saturday' as const],
  peakFrom: '16:00',
  peakTo: '19:00',
};

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const setStatus = (id: string, body: { status: 'no_show' | 'completed' | 'cancelled'; cancelledBy?: 'customer' | 'shop'; reason?: string }) =>
  t.call('staffAppointmentStatus', { params: { id }, body, as: admin });
type Booked = { _id: string; paymentType: string; paymentStatus: string; deposit?: { amount: number; outcome: string; termsAccepted: boolean; dueInShop: number } | null };
const book = (at: { date: string; time: string }, who: { email: string; phone: string } = { email: ANNA, phone: '079 123 45 67' }) =>
  t.callRaw('guestBooking', { body: guestBody(slot, { ...at, ...who }) });

/** The customer's card pays the deposit (the payment panel's flow), then the booking goes through with it. */
async function payDepositAndBook(at: { date: string; time: string }): Promise<Booked> {
  const intent = await t.callRaw('createPaymentIntent', {
    body: intentBody(slot, {}, { ...at, clientEmail: ANNA, deposit: true, depositTermsAccepted: true }),
  });
  expect(intent.statusCode).toBe(201);
  const { paymentIntentId, amount } = intent.json() as { paymentIntentId: string; amount: number };
  expect(amount).toBe(10);
  await provider(t).confirm(paymentIntentId, 'pm_card_visa');
  const booked = await t.callRaw('guestBooking', {
    body: guestBody(slot, {
      ...at,
      paymentType: 'online',
      payment: { method: 'stripe_card', status: 'succeeded', amount, stripePaymentIntentId: paymentIntentId },
    }),
  });
  expect(booked.statusCode).toBe(201);
  return (booked.json() as { appointment: Booked }).appointment;
}

const refundedOf = async (appointmentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.appointmentId, appointmentId)))[0]!.refundedRappen;
const staffView = async (id: string) => {
  const res = await t.call('staffAppointments', { query: { startDate: '2026-06-01', endDate: '2026-06-30' }, as: admin });
  const list = res.json() as Booked[] | { data: Booked[] };
  return (Array.isArray(list) ? list : list.data).find((a) => a._id === id)!;
};

describe("'Non presentato'", () => {
  it('is refused before the appointment starts (409, in Italian) and accepted from its start on', async () => {
    const res = await book({ date: slot.date, time: '10:00' });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { appointment: { _id: string } }).appointment._id;

    t.clock.set('2026-06-03T07:59:00Z'); // 09:59 in Zurich
    const early = await setStatus(id, { status: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'NO_SHOW_NOT_STARTED',
      message: 'Non puoi segnare come non presentato un appuntamento che non è ancora iniziato.',
    });
    expect(await staffView(id)).toMatchObject({ status: 'confirmed' });

    t.clock.set('2026-06-03T08:05:00Z'); // 10:05
    const late = await setStatus(id, { status: 'no_show' });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ data: { _id: id, status: 'no_show' } });
  });
});

describe('the deposit policy', () => {
  it('is off by default and refuses bad values in Italian, changing nothing', async () => {
    const stored = await t.call('depositPolicy', { as: admin });
    expect(stored.json()).toMatchObject({ data: { enabled: false, kind: 'fixed', fixedAmount: 20 } });
    const bad = await t.callRaw('updateDepositPolicy', { body: { ...POLICY, peakFrom: '19:00', peakTo: '16:00' }, as: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'peakTo', message: "L'inizio delle ore di punta deve precedere la fine" }] });
    const cents = await t.callRaw('updateDepositPolicy', { body: { ...POLICY, fixedAmount: 0.5 }, as: admin });
    expect(cents.statusCode).toBe(400);
    expect((await t.call('depositPolicy', { as: admin })).json()).toMatchObject({ data: { enabled: false } });
  });

  it('asks a customer over the threshold for a deposit, who books after paying it with the test card', async () => {
    expect((await t.call('updateDepositPolicy', { body: POLICY, as: admin })).statusCode).toBe(200);
    const at = { date: THURSDAY, time: '10:00' };
    const asked = await book(at);
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toMatchObject({
      code: 'DEPOSIT_REQUIRED',
      deposit: {
        amount: 10,
        reason: 'missed',
        reasonText: expect.stringContaining('Negli ultimi 12 mesi risultano 1 appuntamento mancato'),
        terms: expect.stringContaining("Accetto che l'acconto di CHF\u00a010.00 sia trattenuto"),
      },
    });
    // Someone with no misses books as always; the same phone is the same customer.
    const mario = { email: 'mario.rossi@example.ch', phone: '079 765 43 21' };
    expect((await book({ date: THURSDAY, time: '11:00' }, mario)).statusCode).toBe(201);
    expect((await book({ date: THURSDAY, time: '11:30' }, { ...mario, phone: '079 123 45 67' })).statusCode).toBe(402);

    // Without the terms ticked the deposit is not taken.
    const unticked = await t.callRaw('createPaymentIntent', {
      body: intentBody(slot, {}, { ...at, clientEmail: ANNA, deposit: true, depositTermsAccepted: false }),
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({ errors: [{ field: 'appointmentData.depositTermsAccepted' }] });

    const booked = await payDepositAndBook(at);
    expect(booked).toMatchObject({
      paymentType: 'in_person',
      paymentStatus: 'pay_in_shop',
      deposit: { amount: 10, outcome: 'held', termsAccepted: true, dueInShop: 20 },
    });
  });

  it('deducts the deposit from the price once the visit is completed', async () => {
    const booked = await payDepositAndBook({ date: THURSDAY, time: '13:00' });
    t.clock.set('2026-06-04T11:30:00Z');
    expect((await setStatus(booked._id, { status: 'completed' })).statusCode).toBe(200);
    expect((await staffView(booked._id)).deposit).toEqual({ amount: 10, outcome: 'deducted', termsAccepted: true, dueInShop: 20 });
    expect(await refundedOf(booked._id)).toBe(0);
  });

  it('keeps the accepted deposit on a no-show and on a late cancellation by the customer', async () => {
    const missed = await payDepositAndBook({ date: '2026-06-05', time: '09:00' });
    const late = await payDepositAndBook({ date: '2026-06-05', time: '10:00' });
    t.clock.set('2026-06-05T07:10:00Z'); // 09:10: the first started, the second is 50 minutes away
    expect((await setStatus(missed._id, { status: 'no_show' })).statusCode).toBe(200);
    expect((await setStatus(late._id, { status: 'cancelled', cancelledBy: 'customer' })).statusCode).toBe(200);
    for (const id of [missed._id, late._id]) {
      expect((await staffView(id)).deposit).toMatchObject({ outcome: 'forfeited', amount: 10 });
      expect(await refundedOf(id)).toBe(0);
    }
  });

  it('refunds the deposit in full through the payments port when the shop cancels', async () => {
    const booked = await payDepositAndBook({ date: '2026-06-06', time: '09:00' });
    t.clock.set('2026-06-06T06:30:00Z'); // 30 minutes before: inside the notice, but the shop's doing
    expect((await setStatus(booked._id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await refundedOf(booked._id)).toBe(1000);
    expect((await staffView(booked._id)).deposit).toEqual({ amount: 10, outcome: 'refund', termsAccepted: true, dueInShop: 30 });
  });
});

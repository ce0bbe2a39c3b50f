import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { appointments, outboundMessages, paymentRefunds, payments } from '../../db/schema';
import { PaymentProviderError } from '../../infra/payments/provider';
import type { TestApp } from '../../../test/helpers/test-app';
import type { TestUser } from '../../../test/helpers/factories';
import { guestBody, type FreeSlot } from '../../../test/helpers/booking';
import {
  confirm,
  createIntent,
  givenPaymentsWorld,
  intentBody,
  nextHoldSlot,
  postWebhook,
  provider,
} from '../../../test/helpers/payments';
import { expireOverduePayments } from './expiry-service';
import { HOLD_MS } from './subjects';

/**
 * ADR 0010 phase 2: no paid booking without its slot, no held slot without payment. Runs on PGlite and, through
 * scripts/with-postgres.sh, on PostgreSQL (the concurrent cases then really overlap).
 */
let t: TestApp, slot: FreeSlot, admin: TestUser, anna: TestUser;

beforeAll(async () => ({ t, slot, admin, anna } = await givenPaymentsWorld('anna.cliente@example.ch')));
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Intent = { paymentIntentId: string; paymentId: string; appointmentId: string; holdExpiresAt: string };

const hold = async (body: object = intentBody(slot), headers: Record<string, string> = {}) => {
  const res = await createIntent(t, body, headers);
  expect(res.statusCode).toBe(201);
  return res.json() as Intent;
};
const appointment = async (id: string) =>
  (await t.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const payment = async (intentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId)))[0]!;
const mails = (kind: string, recipient: string) =>
  t.ctx.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.kind, kind), eq(outboundMessages.recipient, recipient)));
const count = async (table: 'payments' | 'appointments') =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const guestOnline = (payment: Record<string, unknown>, at: { date: string; time: string }) =>
  t.call('guestBooking', {
    body: guestBody(slot, { ...at, paymentType: 'online', payment }),
  });
const isFree = async (at: { date: string; time: string }) => {
  const res = await t.call('publicAvailableSlots', {
    query: { barberId: slot.barber.id, date: at.date, duration: '30' },
  });
  return (res.json() as { time: string; available: boolean }[]).find((s) => s.time === at.time)!.available;
};
/** A body for this exact slot (the helper hands out a fresh one each time otherwise). */
const bodyAt = (at: { date: string; time: string }) => intentBody(slot, {}, at);
/** Moves the clock past the hold and runs the expiry job, as its every-minute run would. */
const expireHolds = async () => {
  t.clock.advance(HOLD_MS + 1000);
  await expireOverduePayments(t.ctx);
};
/** The provider cannot be reached when the job cancels: the hold ends here anyway. */
const cancelFails = () =>
  vi.spyOn(provider(t), 'cancel').mockRejectedValue(new PaymentProviderError('unavailable', 'down'));
/** The payer's browser pays the intent at the provider directly; the provider then tells us by webhook. */
const paidAtProvider = async (intentId: string) => {
  await provider(t).confirm(intentId, 'pm_card_visa');
  return postWebhook(t, provider(t).event('payment_intent.succeeded', intentId));
};
const activeAt = async (at: { date: string; time: string }) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from appointments where barber_id = ${slot.barber.id}
          and status in ('pending', 'confirmed') and starts_at = (${`${at.date} ${at.time}`}::timestamp at time zone 'Europe/Zurich')`,
    )
  )[0]!.n;

describe('a payment for a new booking holds its slot', () => {
  it('holds the slot as a pending appointment linked to the payment, hidden from the grid for 15 minutes', async () => {
    const at = nextHoldSlot();
    const slots = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    const intent = await hold(bodyAt(at));
    expect(intent.holdExpiresAt).toBe(new Date(t.clock.now().getTime() + HOLD_MS).toISOString());
    expect(await appointment(intent.appointmentId)).toMatchObject({
      status: 'pending',
      paymentType: 'online',
      bookingKind: 'guest',
      guestFirstName: 'Anna',
      guestLastName: 'Neri',
      guestEmail: 'anna.neri@example.ch',
      guestPhone: '+41791234567',
      priceRappen: 3000,
    });
    expect((await payment(intent.paymentIntentId)).appointmentId).toBe(intent.appointmentId);
    expect(await isFree(at)).toBe(false);
    expect(slots).toHaveBeenCalledWith({ barberId: slot.barber.id, dates: [at.date] });
  });

  it('a taken slot: the spec’s 409 and no payment, no second hold; a booking for a held slot: 409 too', async () => {
    const at = nextHoldSlot();
    await hold(bodyAt(at));
    const before = [await count('payments'), await count('appointments')];
    for (const route of ['createPaymentIntent', 'twintCreate'] as const) {
      const res = await t.callRaw(route, { body: bodyAt(at) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SLOT_TAKEN',
        message: 'Questo orario è appena stato prenotato da un altro cliente. Scegli un altro orario.',
      });
    }
    const booking = await t.call('guestBooking', {
      body: guestBody(slot, { ...at, email: 'altro@example.ch' }),
    });
    expect(booking.statusCode).toBe(409);
    expect([await count('payments'), await count('appointments')]).toEqual(before);
  });

  it('ten payments for one slot at once: exactly one holds it, the rest 409', async () => {
    const at = nextHoldSlot();
    const before = await count('payments');
    const answers = await Promise.all(Array.from({ length: 10 }, () => createIntent(t, bodyAt(at))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await count('payments')).toBe(before + 1);
    expect(await activeAt(at)).toBe(1);
  });

  it('the same Idempotency-Key 10 times at once: one payment, one hold, identical answers', async () => {
    const body = intentBody(slot);
    const before = [await count('payments'), await count('appointments')];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createIntent(t, body, { 'idempotency-key': 'hold-once' })),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect([await count('payments'), await count('appointments')]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('needs barber, date and time, and a guest’s details', async () => {
    const noTime = await createIntent(t, {
      type: 'appointment',
      appointmentData: { service: slot.service.name, barberId: slot.barber.id, date: slot.date },
    });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().message).toBe("Indica barbiere, data e ora dell'appuntamento");
    const anonymous = await createIntent(t, {
      type: 'appointment',
      appointmentData: { service: slot.service.name, barberId: slot.barber.id, ...nextHoldSlot() },
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors[0]).toMatchObject({ field: 'appointmentData.customerDetails' });
  });
});

describe('payment success confirms the booking', () => {
  it('confirm: the hold becomes confirmed, with the booking email and a receipt (CHF, method, reference)', async () => {
    const intent = await hold();
    expect((await confirm(t, intent.paymentIntentId, 'pm_card_visa')).statusCode).toBe(200);
    expect(await appointment(intent.appointmentId)).toMatchObject({ status: 'confirmed', paymentType: 'online' });
    const [receipt] = (await mails('payment-receipt', 'anna.neri@example.ch')).filter((m) =>
      m.bodyText.includes(intent.paymentId),
    );
    expect(receipt!.bodyText).toMatch(/Importo: CHF\s?30\.00/);
    expect(receipt!.bodyText).toContain('Metodo: Carta');
    expect(receipt!.bodyText).toContain(`Riferimento: ${intent.paymentId}`);
    const confirmations = await mails('booking-confirmation', 'anna.neri@example.ch');
    expect(confirmations.some((m) => m.bodyText.includes('pagato online'))).toBe(true);
    // Paid online or not, the confirmation carries the link to see, move or cancel the booking (ADR 0013).
    const paidConfirmation = confirmations.find((m) => m.bodyText.includes('pagato online'))!;
    expect(paidConfirmation.bodyText).toMatch(/\/appuntamento\/[A-Za-z0-9_-]{20,}/);
  });

  it('the spec’s guest booking call answers the appointment the payment holds, once and again; never a second one', async () => {
    const at = nextHoldSlot();
    const intent = await hold(bodyAt(at));
    // Paid in the browser; no webhook yet: the server verifies with the provider itself.
    await provider(t).confirm(intent.paymentIntentId, 'pm_card_visa');
    const before = await count('appointments');
    const payload = { method: 'stripe_card', status: 'succeeded', amount: 0.5, stripePaymentIntentId: intent.paymentIntentId };
    const first = await guestOnline(payload, at);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      _id: intent.appointmentId,
      appointment: {
        _id: intent.appointmentId,
        status: 'confirmed',
        paymentType: 'online',
        paymentStatus: 'paid_online',
        payment: { reference: intent.paymentId, method: 'stripe_card', status: 'succeeded', amount: 30 },
      },
    });
    const again = await guestOnline(payload, at);
    expect(again.json()._id).toBe(intent.appointmentId);
    expect(await count('appointments')).toBe(before);
  });

  it('an unknown or unpaid payment: 4xx in Italian and nothing booked', async () => {
    const at = nextHoldSlot();
    const intent = await hold(bodyAt(at));
    const before = await count('appointments');
    const unknown = await guestOnline({ stripePaymentIntentId: 'pi_000000000000000000000000' }, at);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Pagamento non trovato');
    const unpaid = await guestOnline({ stripePaymentIntentId: intent.paymentIntentId, status: 'succeeded' }, at);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/non risulta completato/);
    expect(await count('appointments')).toBe(before);
    expect((await appointment(intent.appointmentId)).status).toBe('pending');
  });

  it('TWINT of the spec’s own flow: the simulator’s approval confirms; the guest call takes the reference', async () => {
    const at = nextHoldSlot();
    const created = await t.callRaw('twintCreate', { body: bodyAt(at) });
    const { paymentId, appointmentId } = created.json().data;
    expect((await appointment(appointmentId)).status).toBe('pending');
    await t.call('twintSimulate', { params: { id: paymentId }, body: { outcome: 'approve' } });
    const booked = await guestOnline({ method: 'twint', paymentId }, at);
    expect(booked.json().appointment).toMatchObject({ _id: appointmentId, status: 'confirmed', paymentStatus: 'paid_online' });
    // A declined TWINT payment is final: its hold is released at once.
    const other = nextHoldSlot();
    const declined = (await t.callRaw('twintCreate', { body: bodyAt(other) })).json().data;
    await t.call('twintSimulate', { params: { id: declined.paymentId }, body: { outcome: 'decline' } });
    expect((await appointment(declined.appointmentId)).status).toBe('cancelled');
    expect(await isFree(other)).toBe(true);
  });
});

describe('a hold not paid in time; a payment that succeeds after its hold expired', () => {
  it('after 15 minutes unpaid the slot is free again: appointment cancelled, payment expired, intent cancelled', async () => {
    const at = nextHoldSlot();
    const intent = await hold(bodyAt(at));
    t.clock.advance(HOLD_MS - 1000);
    await expireOverduePayments(t.ctx);
    expect((await appointment(intent.appointmentId)).status).toBe('pending');
    const slots = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    await expireHolds();
    expect(await appointment(intent.appointmentId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Prenotazione scaduta: pagamento non completato entro 15 minuti',
    });
    expect((await payment(intent.paymentIntentId)).status).toBe('expired');
    expect((await provider(t).retrieve(intent.paymentIntentId)).status).toBe('canceled');
    expect(slots).toHaveBeenCalledWith({ barberId: slot.barber.id, dates: [at.date] });
    expect(await isFree(at)).toBe(true);
    // Staff read it as cancelled and not paid (never 'Da pagare in sede').
    const listed = await t.call('adminAppointments', {
      query: { startDate: at.date, endDate: at.date },
      as: admin,
    });
    expect(listed.json().find((a: { _id: string }) => a._id === intent.appointmentId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_paid',
    });
    // The payer can no longer pay it.
    expect((await confirm(t, intent.paymentIntentId, 'pm_card_visa')).statusCode).toBe(409);
  });

  it('late, and the slot was taken: refunded in full automatically, the customer told by email', async () => {
    const at = nextHoldSlot();
    const late = await hold(bodyAt(at));
    cancelFails();
    await expireHolds();
    const taken = await t.call('guestBooking', {
      body: guestBody(slot, { ...at, email: 'bruno@example.ch' }),
    });
    expect(taken.statusCode).toBe(201);
    expect((await paidAtProvider(late.paymentIntentId)).statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    const row = await payment(late.paymentIntentId);
    expect(row).toMatchObject({ status: 'refunded', refundedRappen: 3000, appointmentId: late.appointmentId });
    const refunds = await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, row.id));
    expect(refunds).toHaveLength(1);
    expect((await provider(t).retrieve(late.paymentIntentId)).amountRefundedRappen).toBe(3000);
    const [mail] = (await mails('payment-refund', 'anna.neri@example.ch')).filter((m) =>
      m.bodyText.includes(late.paymentId),
    );
    expect(mail!.bodyText).toMatch(/dopo la scadenza/);
    expect(mail!.bodyText).toMatch(/CHF\s?30\.00/);
    expect(await activeAt(at)).toBe(1);
    // The spec's guest call with this payment books nothing.
    expect((await guestOnline({ stripePaymentIntentId: late.paymentIntentId }, at)).statusCode).toBe(409);
  });

  it('late, and the slot still free: booked again, confirmed, never refunded', async () => {
    const at = nextHoldSlot();
    const late = await hold(bodyAt(at));
    cancelFails();
    await expireHolds();
    await paidAtProvider(late.paymentIntentId);
    await t.ctx.jobs.runDue();
    const row = await payment(late.paymentIntentId);
    expect(row.status).toBe('succeeded');
    expect(row.appointmentId).not.toBe(late.appointmentId);
    expect(await appointment(row.appointmentId!)).toMatchObject({ status: 'confirmed', paymentType: 'online' });
    const booked = await guestOnline({ stripePaymentIntentId: late.paymentIntentId }, at);
    expect(booked.json()._id).toBe(row.appointmentId);
  });

  it('two late payments for one slot confirmed at once: exactly one booking stands, the other is refunded', async () => {
    const at = nextHoldSlot();
    cancelFails();
    const first = await hold(bodyAt(at));
    await expireHolds();
    const second = await hold(bodyAt(at));
    await expireHolds();
    await Promise.all([first, second].map((p) => provider(t).confirm(p.paymentIntentId, 'pm_card_visa')));
    const delivered = await Promise.all(
      [first, second].map((p) => postWebhook(t, provider(t).event('payment_intent.succeeded', p.paymentIntentId))),
    );
    expect(delivered.map((d) => d.statusCode)).toEqual([200, 200]);
    await t.ctx.jobs.runDue();
    const rows = await Promise.all([first, second].map((p) => payment(p.paymentIntentId)));
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(await activeAt(at)).toBe(1);
  });

  it('a pending hold and a late payment for its slot confirmed at once: the hold wins, the late one is refunded', async () => {
    const at = nextHoldSlot();
    cancelFails();
    const late = await hold(bodyAt(at));
    await expireHolds();
    const holder = await hold(bodyAt(at));
    await provider(t).confirm(late.paymentIntentId, 'pm_card_visa');
    const [webhook, confirmed] = await Promise.all([
      postWebhook(t, provider(t).event('payment_intent.succeeded', late.paymentIntentId)),
      confirm(t, holder.paymentIntentId, 'pm_card_visa'),
    ]);
    expect([webhook.statusCode, confirmed.statusCode]).toEqual([200, 200]);
    await t.ctx.jobs.runDue();
    expect((await appointment(holder.appointmentId)).status).toBe('confirmed');
    expect((await payment(late.paymentIntentId)).status).toBe('refunded');
    expect(await activeAt(at)).toBe(1);
  });
});

describe('cancelling a paid booking refunds it; the payment state where people read it', () => {
  it('the client’s own paid booking: my-appointments says paid, cancelling refunds it in full and emails it', async () => {
    const intent = await hold(intentBody(slot), anna.auth);
    expect(await appointment(intent.appointmentId)).toMatchObject({ bookingKind: 'online', clientUserId: anna.id });
    await confirm(t, intent.paymentIntentId, 'pm_card_visa', anna.auth);
    const mine = (await t.call('myAppointments', { as: anna })).json();
    expect(mine.find((a: { _id: string }) => a._id === intent.appointmentId)).toMatchObject({
      paymentStatus: 'paid_online',
      payment: { method: 'stripe_card', amount: 30, refundedAmount: 0 },
    });
    const cancelled = await t.call('cancelAppointment', {
      params: { id: intent.appointmentId },
      body: {},
      as: anna,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      payment: { refundedAmount: 30 },
    });
    expect((await provider(t).retrieve(intent.paymentIntentId)).amountRefundedRappen).toBe(3000);
    const refundMails = await mails('payment-refund', 'anna.neri@example.ch');
    expect(refundMails.some((m) => m.bodyText.includes(intent.paymentId))).toBe(true);
    // The job queued with the cancellation finds nothing left to do.
    await t.ctx.jobs.runDue();
    const row = await payment(intent.paymentIntentId);
    expect(await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, row.id))).toHaveLength(1);
  });

  it('staff cancel a paid guest booking: refunded; the provider down: the cancellation stands, the job refunds later', async () => {
    const intent = await hold();
    await confirm(t, intent.paymentIntentId, 'pm_card_visa');
    const list = async () =>
      (
        await t.call('staffAppointments', {
          query: { startDate: '2026-06-01', endDate: '2026-07-01', barberId: slot.barber.id },
          as: admin,
        })
      ).json() as { _id: string; paymentStatus: string }[];
    expect((await list()).find((a) => a._id === intent.appointmentId)!.paymentStatus).toBe('paid_online');
    const refund = vi
      .spyOn(provider(t), 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('unavailable', 'down'));
    const res = await t.call('staffAppointmentStatus', {
      params: { id: intent.appointmentId },
      body: { status: 'cancelled' },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'paid_online' });
    expect(refund).toHaveBeenCalledTimes(1);
    // The job runs later (the worker's backoff; here at once).
    await queryRows(t.ctx.db, sql`update jobs set run_at = now() where kind = 'payments.refund' returning id`);
    await t.ctx.jobs.runDue();
    expect((await payment(intent.paymentIntentId)).status).toBe('refunded');
    expect((await list()).find((a) => a._id === intent.appointmentId)!.paymentStatus).toBe('refunded');
  });

  it('a booking paid in the shop reads pay_in_shop, a held one awaiting_payment', async () => {
    const at = nextHoldSlot();
    const booked = await t.call('guestBooking', {
      body: guestBody(slot, { ...at, email: 'cash@example.ch' }),
    });
    expect(booked.json().appointment).toMatchObject({ paymentStatus: 'pay_in_shop', payment: null });
    const intent = await hold();
    const mine = await t.call('adminAppointments', {
      query: { startDate: '2026-06-01', endDate: '2026-07-01' },
      as: admin,
    });
    expect(mine.json().find((a: { _id: string }) => a._id === intent.appointmentId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
      payment: { status: 'requires_payment_method' },
    });
  });
});

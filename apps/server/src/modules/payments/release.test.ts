import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, payments } from '../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { guestBody, type FreeSlot } from '../../../test/helpers/booking';
import { confirm, createIntent, intentBody, nextHoldSlot, provider } from '../../../test/helpers/payments';

/**
 * POST /payments/:id/release (ADR 0010): the payer leaves a started, unpaid payment and its held slot is free at
 * once, so booking the same time in the shop works; a paid payment is never released.
 */
let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]));
afterEach(() => vi.restoreAllMocks());

type At = { date: string; time: string };
const release = (reference: string) => t.call('releasePayment', { params: { id: reference } });
const cardHold = async (at: At) => {
  const res = await createIntent(t, intentBody(slot, {}, at));
  expect(res.statusCode).toBe(201);
  return res.json() as { paymentIntentId: string; paymentId: string; appointmentId: string };
};
const twintHold = async (at: At) => {
  const res = await t.callRaw('twintCreate', { body: intentBody(slot, {}, at) });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { paymentId: string; appointmentId: string } }).data;
};
const appointment = async (id: string) =>
  (await t.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const payment = async (reference: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const inPerson = (at: At) =>
  t.call('guestBooking', { body: guestBody(slot, at) });

describe('POST /payments/:id/release', () => {
  it('frees a card hold at once: intent cancelled, payment canceled, slots:changed, the same guest books in the shop', async () => {
    const at = nextHoldSlot();
    const intent = await cardHold(at);
    expect((await inPerson(at)).statusCode).toBe(409);
    const slots = vi.spyOn(t.ctx.realtime, 'slotsChanged');

    const res = await release(intent.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      released: true,
      status: 'canceled',
      message: "Pagamento annullato: l'orario è di nuovo libero.",
    });
    expect(slots).toHaveBeenCalledWith({ barberId: slot.barber.id, dates: [at.date] });
    expect((await provider(t).retrieve(intent.paymentIntentId)).status).toBe('canceled');
    expect(await payment(intent.paymentId)).toMatchObject({
      status: 'canceled',
      cancelReason: 'Pagamento annullato dal cliente',
    });
    expect(await appointment(intent.appointmentId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Prenotazione annullata: pagamento online interrotto dal cliente',
    });

    const booked = await inPerson(at);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().appointment).toMatchObject({ status: 'confirmed', paymentType: 'in_person' });
  });

  it('frees a TWINT hold of the spec’s own flow: its status reads cancelled', async () => {
    const at = nextHoldSlot();
    const twint = await twintHold(at);
    expect((await release(twint.paymentId)).json()).toMatchObject({ released: true, status: 'canceled' });
    const status = await t.call('twintStatus', { params: { id: twint.paymentId } });
    expect(status.json().data.status).toBe('cancelled');
    expect((await appointment(twint.appointmentId)).status).toBe('cancelled');
    expect((await inPerson(at)).statusCode).toBe(201);
  });

  it('a second release is harmless: released false, nothing changes', async () => {
    const at = nextHoldSlot();
    const intent = await cardHold(at);
    expect((await release(intent.paymentId)).statusCode).toBe(200);
    const before = await payment(intent.paymentId);
    const slots = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    const again = await release(intent.paymentId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, released: false, status: 'canceled' });
    expect(await payment(intent.paymentId)).toEqual(before);
    expect(slots).not.toHaveBeenCalled();
  });

  it('after success: 409 in Italian, the booking stays confirmed and the payment paid', async () => {
    const at = nextHoldSlot();
    const intent = await cardHold(at);
    expect((await confirm(t, intent.paymentIntentId, 'pm_card_visa')).statusCode).toBe(200);
    const res = await release(intent.paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Il pagamento è già stato completato e non può essere annullato.',
    });
    expect((await payment(intent.paymentId)).status).toBe('succeeded');
    expect((await appointment(intent.appointmentId)).status).toBe('confirmed');
    expect((await inPerson(at)).statusCode).toBe(409);
  });

  it('paid at the provider meanwhile (no webhook yet): the success counts, nothing is released, the answer says so', async () => {
    const at = nextHoldSlot();
    const intent = await cardHold(at);
    await provider(t).confirm(intent.paymentIntentId, 'pm_card_visa');
    const res = await release(intent.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      released: false,
      status: 'succeeded',
      message: 'Il pagamento è andato a buon fine: la prenotazione è confermata.',
    });
    expect(await payment(intent.paymentId)).toMatchObject({ status: 'succeeded', cancelReason: null });
    expect((await appointment(intent.appointmentId)).status).toBe('confirmed');
  });

  it('an unknown reference: 404; a malformed one: 400', async () => {
    const unknown = await release(`pay_${'x'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Pagamento non trovato' });
    expect((await release('pay_short')).statusCode).toBe(400);
  });
});

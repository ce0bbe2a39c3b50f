import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, guestBody, makeBarber, makeService, MONDAY_MORNING, type FreeSlot } from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
let alice: TestUser;
let bruno: TestUser;
withFreeSlot(
  async (app, free) => {
    t = app;
    slot = free;
    alice = await makeUser(t, { firstName: 'Alice', email: 'alice@example.ch' });
    bruno = await makeUser(t, { firstName: 'Bruno' });
  },
  { everyTestAt: MONDAY_MORNING },
);

/** Books for `user` on a fresh barber (so tests do not share a diary); answers the appointment. */
async function bookAs(user: TestUser, overrides: Record<string, unknown> = {}, barber?: FreeSlot['barber']) {
  const s = { ...slot, barber: barber ?? (await makeBarber(t, { services: [slot.service] })) };
  const res = await t.call('bookAppointment', { body: bookingBody(s, overrides), as: user });
  expect(res.statusCode).toBe(201);
  return { appointment: res.json().data as { _id: string; date: string; time: string }, barber: s.barber };
}
const modify = (id: string, body: object, user?: TestUser) =>
  t.callRaw('modifyAppointment', { params: { id }, body, headers: user?.auth ?? {} });
const cancel = (id: string, user?: TestUser, body?: object) =>
  t.callRaw('cancelAppointment', { params: { id }, body, headers: user?.auth ?? {} });
const stored = async (id: string) =>
  (await queryRows<{ status: string; starts_at: string; cancellation_reason: string | null }>(
    t.ctx.db,
    sql`select status, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as starts_at, cancellation_reason
        from appointments where id = ${id}`,
  ))[0]!;
const freeAt = async (barberId: string, date: string, time: string) => {
  const res = await t.call('publicAvailableSlots', { query: { barberId, date, duration: '30' } });
  return res.json().find((s: { time: string }) => s.time === time)?.available as boolean;
};

describe('GET /appointments/my-appointments', () => {
  it('needs a login', async () => {
    expect((await t.call('myAppointments')).statusCode).toBe(401);
  });

  it("lists only the caller's appointments, the latest first", async () => {
    const user = await makeUser(t);
    const wednesday = await bookAs(user);
    const thursday = await bookAs(user, { date: '2026-06-04', time: '15:00' });
    await bookAs(bruno);
    await t.call('guestBooking', { body: guestBody({ ...slot, time: '17:00' }) });
    const res = await t.call('myAppointments', { as: user });
    expect(res.statusCode).toBe(200);
    // The spec's shape: the bare list.
    expect(res.json().map((a: { _id: string }) => a._id)).toEqual([thursday.appointment._id, wednesday.appointment._id]);
    expect(res.json()[0]).toMatchObject({ date: '2026-06-04', time: '15:00', status: 'confirmed', price: 30 });
  });
});

describe('PUT /appointments/:id (modify)', () => {
  it('moves the appointment, frees the old time and emails the new details', async () => {
    const { appointment, barber } = await bookAs(alice);
    const res = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '11:00' }), alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Appuntamento modificato con successo!' });
    expect(res.json().data).toMatchObject({ _id: appointment._id, time: '11:00', status: 'confirmed' });
    expect(await freeAt(barber.id, slot.date, '10:00')).toBe(true);
    expect(await freeAt(barber.id, slot.date, '11:00')).toBe(false);
    const mails = await queryRows<{ kind: string }>(t.ctx.db, sql`select kind from outbound_messages where recipient = 'alice@example.ch' order by created_at`);
    expect(mails.map((m) => m.kind)).toContain('booking-modified');
  });

  it('may move onto part of its own old time (15 minutes later)', async () => {
    const { appointment, barber } = await bookAs(alice);
    const res = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '10:15' }), alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.time).toBe('10:15');
  });

  it('takes price and duration from the new service and barber', async () => {
    const { appointment } = await bookAs(alice);
    const long = await makeService(t, { name: 'Taglio + Barba', priceRappen: 4500, durationMinutes: 60 });
    const other = await makeBarber(t, { firstName: 'Nuovo', services: [long] });
    const res = await modify(appointment._id, { barberId: other.id, serviceId: long.id, date: '2026-06-05', time: '14:00', price: 1 }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ barber: { _id: other.id, firstName: 'Nuovo' }, service: 'Taglio + Barba', price: 45, duration: 60, date: '2026-06-05' });
  });

  it('refuses a taken or unavailable time and leaves the appointment as it was', async () => {
    const { appointment, barber } = await bookAs(alice);
    await bookAs(bruno, { time: '14:00' }, barber);
    const taken = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '14:00' }), alice);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', message: errorMessagesIt.SLOT_TAKEN });
    const lunch = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '12:00' }), alice);
    expect(lunch.statusCode).toBe(409);
    expect(lunch.json().code).toBe('SLOT_UNAVAILABLE');
    expect((await stored(appointment._id)).starts_at).toBe('2026-06-03T08:00');
  });

  it("answers 404 for another client's appointment and 401 without a token, changing nothing", async () => {
    const { appointment, barber } = await bookAs(alice);
    const other = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '11:00' }), bruno);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'APPOINTMENT_NOT_FOUND', message: 'Appuntamento non trovato' });
    const unknown = await modify('00000000-0000-4000-8000-000000000000', bookingBody({ ...slot, barber }), bruno);
    // Exactly the same answer as for an id that does not exist: nothing reveals the appointment.
    expect(unknown.json()).toEqual(other.json());
    expect((await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '11:00' }))).statusCode).toBe(401);
    expect((await stored(appointment._id)).starts_at).toBe('2026-06-03T08:00');
  });
});

describe('PUT /appointments/:id/cancel', () => {
  it("cancels with the default reason 'Cancellato dal cliente' and frees the slot", async () => {
    const { appointment, barber } = await bookAs(alice);
    const res = await cancel(appointment._id, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Appuntamento cancellato con successo' });
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancellato dal cliente' });
    expect(await freeAt(barber.id, slot.date, '10:00')).toBe(true);
    // The freed slot can be booked again: cancelled rows are outside the exclusion constraint.
    await bookAs(bruno, {}, barber);
  });

  it('keeps the reason the client gives', async () => {
    const { appointment } = await bookAs(alice);
    const res = await cancel(appointment._id, alice, { cancellationReason: 'Imprevisto di lavoro' });
    expect(res.json().data.cancellationReason).toBe('Imprevisto di lavoro');
  });

  it('refuses to cancel or modify a cancelled appointment', async () => {
    const { appointment, barber } = await bookAs(alice);
    await cancel(appointment._id, alice);
    const again = await cancel(appointment._id, alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_CANCELLABLE');
    const move = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '11:00' }), alice);
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('NOT_MODIFIABLE');
  });

  it("answers 404 for another client's appointment and 401 without a token", async () => {
    const { appointment } = await bookAs(alice);
    const res = await cancel(appointment._id, bruno);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('APPOINTMENT_NOT_FOUND');
    expect((await cancel(appointment._id)).statusCode).toBe(401);
    expect((await stored(appointment._id)).status).toBe('confirmed');
  });
});

describe('the 24-hour rule', () => {
  // The appointment starts Wednesday 10:00 in Lugano = 08:00 UTC.
  const DAY_BEFORE = new Date('2026-06-02T08:00:00Z').getTime();

  it('allows changes until just before 24 hours remain', async () => {
    const { appointment, barber } = await bookAs(alice);
    t.clock.set(new Date(DAY_BEFORE - 1));
    expect((await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '10:00' }), alice)).statusCode).toBe(200);
    expect((await cancel(appointment._id, alice)).statusCode).toBe(200);
  });

  it('refuses to modify or cancel at exactly 24 hours and later, with the spec messages', async () => {
    const { appointment, barber } = await bookAs(alice);
    for (const at of [DAY_BEFORE, DAY_BEFORE + 3_600_000]) {
      t.clock.set(new Date(at));
      const move = await modify(appointment._id, bookingBody({ ...slot, barber }, { time: '16:00' }), alice);
      expect(move.statusCode).toBe(409);
      expect(move.json()).toMatchObject({
        code: 'TOO_LATE_TO_MODIFY',
        message: "Non puoi più modificare l'appuntamento perché mancano meno di 24 ore",
      });
      const drop = await cancel(appointment._id, alice);
      expect(drop.statusCode).toBe(409);
      expect(drop.json()).toMatchObject({
        code: 'TOO_LATE_TO_CANCEL',
        message: "Non puoi più cancellare l'appuntamento perché mancano meno di 24 ore",
      });
    }
    expect(await stored(appointment._id)).toMatchObject({ status: 'confirmed', cancellation_reason: null });
  });
});

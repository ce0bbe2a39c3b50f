import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import { callers, outbox, type Staff } from '../../../test/helpers/staff';
import { bookGuest as bookStaffGuest, withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
  },
  { everyTestAt: MONDAY_MORNING },
);

const bookGuest = (barberId: string, time: string, date = WEDNESDAY) => bookStaffGuest(t, s, barberId, date, time);
const move = (id: string, payload: object, headers: Record<string, string> = s.admin.auth) =>
  t.callRaw('adminMoveAppointment', { params: { id }, body: payload, headers });
const rowOf = async (id: string) =>
  (await queryRows<{ barber_id: string; starts_at: string; price_rappen: number; status: string }>(
    t.ctx.db,
    // The start as UTC text: PGlite and PostgreSQL drivers answer timestamptz differently.
    sql`select barber_id, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as starts_at,
        price_rappen, status from appointments where id = ${id}::uuid`,
  ))[0]!;

describe('PUT /admin/appointments/:id/move', () => {
  it('moves to a free time: new start, same price, the change email, slots refreshed for both days', async () => {
    const id = await bookGuest(s.x.barber.id, '14:00');
    const emailsBefore = (await outbox(t, 'booking-modified')).length;
    const pushed = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    const res = await move(id, { barberId: s.x.barber.id, date: '2026-06-04', time: '15:30' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { date: string; time: string; barber: { _id: string } }; message: string };
    expect(body.data).toMatchObject({ date: '2026-06-04', time: '15:30', barber: { _id: s.x.barber.id } });
    expect(body.message).toBe('Appuntamento spostato');
    const row = await rowOf(id);
    expect(row.starts_at).toBe('2026-06-04T13:30');
    expect(row.price_rappen).toBe(3000);
    const emails = await outbox(t, 'booking-modified');
    expect(emails).toHaveLength(emailsBefore + 1);
    expect(emails.at(-1)!.recipient).toBe('anna.neri@example.ch');
    expect(pushed).toHaveBeenCalledWith({ barberId: s.x.barber.id, dates: [WEDNESDAY, '2026-06-04'] });
    pushed.mockRestore();
  });

  it("moves to another barber's column at the same time", async () => {
    const id = await bookGuest(s.x.barber.id, '15:00');
    const pushed = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    const res = await move(id, { barberId: s.y.barber.id, date: WEDNESDAY, time: '15:00' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(id)).barber_id).toBe(s.y.barber.id);
    expect(pushed).toHaveBeenCalledWith({ barberId: s.x.barber.id, dates: [WEDNESDAY] });
    expect(pushed).toHaveBeenCalledWith({ barberId: s.y.barber.id, dates: [WEDNESDAY] });
    pushed.mockRestore();
  });

  it('a quarter of an hour later overlaps only itself: allowed', async () => {
    const id = await bookGuest(s.x.barber.id, '16:00');
    const res = await move(id, { barberId: s.x.barber.id, date: WEDNESDAY, time: '16:15' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(id)).starts_at).toBe('2026-06-03T14:15');
  });

  it('refuses a taken time with 409 and the Italian message; nothing changes', async () => {
    const id = await bookGuest(s.y.barber.id, '09:00');
    await bookGuest(s.y.barber.id, '10:00');
    const before = await rowOf(id);
    const emailsBefore = (await outbox(t, 'booking-modified')).length;
    const res = await move(id, { barberId: s.y.barber.id, date: WEDNESDAY, time: '10:15' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'MOVE_SLOT_TAKEN',
      message: "Questo orario è già occupato da un altro appuntamento: l'appuntamento non è stato spostato.",
    });
    expect(await rowOf(id)).toEqual(before);
    expect(await outbox(t, 'booking-modified')).toHaveLength(emailsBefore);
  });

  it('refuses a time outside the working hours or in the break (409, Italian), and keeps the appointment', async () => {
    const id = await bookGuest(s.x.barber.id, '17:00');
    const before = await rowOf(id);
    for (const time of ['19:30', '07:00', '12:15']) {
      const res = await move(id, { barberId: s.x.barber.id, date: WEDNESDAY, time });
      expect(res.statusCode, time).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: "L'orario scelto non è disponibile. Scegli un altro orario." });
    }
    // Sunday: the shop is closed.
    expect((await move(id, { barberId: s.x.barber.id, date: '2026-06-07', time: '10:00' })).statusCode).toBe(409);
    expect(await rowOf(id)).toEqual(before);
  });

  it('a cancelled appointment cannot be moved (409 NOT_MODIFIABLE)', async () => {
    const id = await bookGuest(s.x.barber.id, '18:00', '2026-06-05');
    await t.call('staffAppointmentStatus', {
      params: { id },
      body: { status: 'cancelled' },
      as: s.admin,
    });
    const res = await move(id, { barberId: s.x.barber.id, date: '2026-06-05', time: '17:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_MODIFIABLE' });
  });

  it('is for the admin only: guest 401, client and barbers 403; a wrong id 404; bad input 400 in Italian', async () => {
    const id = await bookGuest(s.x.barber.id, '11:00', '2026-06-05');
    const target = { barberId: s.x.barber.id, date: '2026-06-05', time: '11:30' };
    const c = callers(s);
    expect((await move(id, target, c.guest)).statusCode).toBe(401);
    for (const who of [c.client, c.barberX, c.barberY]) expect((await move(id, target, who)).statusCode).toBe(403);
    const missing = await move('00000000-0000-4000-8000-000000000000', target);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Appuntamento non trovato' });
    const bad = await move(id, { ...target, time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(id)).starts_at).toBe('2026-06-05T09:00');
  });
});

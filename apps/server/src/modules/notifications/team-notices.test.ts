import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { bookingBody, guestBody, makeBarber, MONDAY_MORNING, type FreeSlot } from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
let marco: TestUser;
let admin: TestUser;
let carla: TestUser;
withFreeSlot(
  async (app, free) => {
    t = app;
    marco = await makeUser(t, { role: 'barber', firstName: 'Marco', email: 'marco.account@example.ch' });
    admin = await makeUser(t, { role: 'admin', firstName: 'Ada', email: 'titolare@example.ch' });
    carla = await makeUser(t, { firstName: 'Carla', lastName: 'Verdi', email: 'carla@example.ch' });
    const barber = await makeBarber(t, { firstName: 'Marco', lastName: 'Bianchi', email: 'marco@example.ch', userId: marco.id, services: [free.service] });
    slot = { ...free, barber };
  },
  { everyTestAt: MONDAY_MORNING },
);

interface Row {
  recipient: string;
  kind: string;
  subject: string;
  body_text: string;
  status: string;
}
const outboxSince = async (since: Date) =>
  queryRows<Row>(
    t.ctx.db,
    sql`select recipient, kind, subject, body_text, status from outbound_messages
        where created_at >= ${since.toISOString()}::timestamptz order by created_at, recipient`,
  );
const ofKind = (rows: Row[], kind: string) => rows.filter((r) => r.kind === kind);
const setTeam = (ownerCopy: boolean, barbersOnlyWithin48h: boolean) =>
  t.call('updateTeamNoticeSettings', { body: { ownerCopy, barbersOnlyWithin48h }, as: admin });

async function guestBooks(time: string, date = slot.date) {
  const res = await t.call('guestBooking', { body: guestBody(slot, { time, date }) });
  expect(res.statusCode).toBe(201);
  return res.json().appointment as { _id: string; manageToken: string };
}

describe('the barber is told (issue 27 item 4)', () => {
  it('a guest booking with Marco: an email to Marco in the outbox, sent by the jobs within seconds, and a live notice', async () => {
    const since = new Date();
    const live = vi.spyOn(t.ctx.realtime, 'appointmentNotice');
    const booked = await guestBooks('10:00');
    const [notice] = ofKind(await outboxSince(since), 'team-appointment-notice');
    expect(notice).toMatchObject({ recipient: 'marco@example.ch', subject: 'Nuova prenotazione: Anna Neri, 03.06.2026 alle 10:00' });
    expect(notice!.body_text).toContain('Ciao Marco,');
    expect(notice!.body_text).toContain('Telefono: +41 79 123 45 67');
    expect(notice!.body_text).toContain('Servizio: Taglio + Shampoo');
    expect(live).toHaveBeenCalledWith(marco.id, {
      type: 'created',
      appointmentId: booked._id,
      date: slot.date,
      time: '10:00',
      message: 'Nuova prenotazione: Anna Neri, mercoledì, 3 giugno 2026 alle 10:00',
    });
    live.mockRestore();
    const started = Date.now();
    await t.ctx.jobs.runDue();
    expect(ofKind(await outboxSince(since), 'team-appointment-notice')[0]!.status).toBe('sent');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("a customer's own cancellation: an email to the customer with 'Prenota di Nuovo', and the barber hears of it", async () => {
    const res = await t.call('bookAppointment', { body: bookingBody(slot, { time: '11:00' }), as: carla });
    expect(res.statusCode).toBe(201);
    const since = new Date();
    const cancel = await t.call('cancelAppointment', { params: { id: res.json().data._id }, body: {}, as: carla });
    expect(cancel.statusCode).toBe(200);
    const rows = await outboxSince(since);
    const [mine] = ofKind(rows, 'appointment-cancelled');
    expect(mine).toMatchObject({ recipient: 'carla@example.ch', subject: 'Appuntamento cancellato: Taglio + Shampoo, mercoledì, 3 giugno 2026 alle 11:00' });
    expect(mine!.body_text).toContain('Ciao Carla,');
    expect(mine!.body_text).toContain(`Prenota di Nuovo: ${t.ctx.config.publicUrl.replace(/\/+$/, '')}/booking`);
    expect(ofKind(rows, 'team-appointment-notice')).toMatchObject([
      { recipient: 'marco@example.ch', subject: 'Appuntamento cancellato: Carla Verdi, 03.06.2026 alle 11:00' },
    ]);
  });

  it("a guest's cancellation through the manage link: the guest's email links to the guest booking", async () => {
    const booked = await guestBooks('13:00');
    const since = new Date();
    const res = await t.call('managedAppointmentCancel', { params: { token: booked.manageToken }, body: {} });
    expect(res.statusCode).toBe(200);
    const [mine] = ofKind(await outboxSince(since), 'appointment-cancelled');
    expect(mine!.recipient).toBe('anna.neri@example.ch');
    expect(mine!.body_text).toContain('/guest-booking');
  });

  it('a move: the barber gets where it was and where it is; the customer their own modified email with the manage link', async () => {
    const booked = await guestBooks('14:00');
    const since = new Date();
    const res = await t.call('managedAppointmentMove', {
      params: { token: booked.manageToken },
      body: { date: slot.date, time: '15:00' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await outboxSince(since);
    const [notice] = ofKind(rows, 'team-appointment-notice');
    expect(notice!.subject).toBe('Appuntamento spostato: Anna Neri, 03.06.2026 alle 15:00');
    expect(notice!.body_text).toContain('Prima: mercoledì, 3 giugno 2026 alle 14:00');
    const customer = rows.find((r) => r.recipient === 'anna.neri@example.ch');
    expect(customer!.body_text).toContain('/appuntamento/');
  });

  it('a barber who cancels their own appointment is not told of it', async () => {
    const booked = await guestBooks('16:00');
    const since = new Date();
    const live = vi.spyOn(t.ctx.realtime, 'appointmentNotice');
    const res = await t.call('staffAppointmentStatus', { params: { id: booked._id }, body: { status: 'cancelled' }, as: marco });
    expect(res.statusCode).toBe(200);
    expect(ofKind(await outboxSince(since), 'team-appointment-notice')).toEqual([]);
    expect(live).not.toHaveBeenCalled();
    live.mockRestore();
  });
});

describe("the owner's choices in 'Impostazioni'", () => {
  it('reads the defaults, saves both switches, and refuses customers and bad input', async () => {
    expect((await t.call('teamNoticeSettings', { as: admin })).json().data).toEqual({ ownerCopy: false, barbersOnlyWithin48h: false });
    expect((await t.call('teamNoticeSettings', { as: carla })).statusCode).toBe(403);
    expect((await t.call('updateTeamNoticeSettings', { body: { ownerCopy: true, barbersOnlyWithin48h: false }, as: carla })).statusCode).toBe(403);
    const bad = await t.callRaw('updateTeamNoticeSettings', { body: { ownerCopy: 'sì', barbersOnlyWithin48h: false }, as: admin });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Copia al titolare: scegli sì o no');
    const saved = await setTeam(true, true);
    expect(saved.json()).toMatchObject({ data: { ownerCopy: true, barbersOnlyWithin48h: true }, message: 'Impostazioni salvate' });
    expect((await t.call('teamNoticeSettings', { as: admin })).json().data).toEqual({ ownerCopy: true, barbersOnlyWithin48h: true });
    await setTeam(false, false);
  });

  it("the owner's copy, and barbers emailed only within 48 hours while their live notice still comes", async () => {
    await setTeam(true, true);
    try {
      // Monday morning: Wednesday 10:00+ is more than 48 hours away, Tuesday is within.
      let since = new Date();
      const live = vi.spyOn(t.ctx.realtime, 'appointmentNotice');
      await guestBooks('17:00');
      let rows = ofKind(await outboxSince(since), 'team-appointment-notice');
      expect(rows.map((r) => r.recipient)).toEqual(['titolare@example.ch']);
      expect(rows[0]!.body_text).toContain('copia per il titolare');
      expect(live).toHaveBeenCalledTimes(1);
      live.mockRestore();
      since = new Date();
      await guestBooks('10:00', '2026-06-02');
      rows = ofKind(await outboxSince(since), 'team-appointment-notice');
      expect(rows.map((r) => r.recipient).sort()).toEqual(['marco@example.ch', 'titolare@example.ch']);
    } finally {
      await setTeam(false, false);
    }
  });
});

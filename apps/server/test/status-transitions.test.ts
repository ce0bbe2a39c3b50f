import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { transitionRule, type StaffRole } from '@barber/shared/domain/status-transitions';
import { queryRows } from '../src/db/client';
import { appointments } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import type { Staff } from './helpers/staff';
import { withStaff } from './helpers/staff-suite';

/**
 * Issue 23 item 6 (ADR 0037), through the API: every status change from x to x role is the shared table's rule.
 * Each cell starts from a fresh appointment of barber X in the `from` status that started an hour ago (so
 * 'completed' is possible by time), asks the change as the owner or as barber X, and checks the answer and the
 * stored status. Corrections of completed work go with a reason.
 */
let t: TestApp;
let s: Staff;
const NOW = '2026-06-10T12:00:00Z';
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: NOW });

let slot = 0;
/** An appointment of barber X in `status`, 30 minutes, started an hour before NOW (one barber's times kept apart). */
async function appointmentIn(status: AppointmentStatus, price = 3000, guestEmail?: string): Promise<string> {
  const startsAt = new Date(Date.parse(NOW) - 3_600_000 - slot++ * 40 * 60_000);
  const [row] = await t.ctx.db
    .insert(appointments)
    .values({
      barberId: s.x.barber.id,
      serviceId: s.slot.service.id,
      serviceName: s.slot.service.name,
      durationMinutes: 30,
      priceRappen: price,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status,
      ...(guestEmail
        ? { bookingKind: 'guest' as const, guestFirstName: 'Gina', guestLastName: 'Ospite', guestEmail }
        : { bookingKind: 'admin' as const, clientNickname: 'Telefono' }),
    })
    .returning({ id: appointments.id });
  return row!.id;
}
const statusOf = async (id: string) =>
  (await queryRows<{ status: AppointmentStatus }>(t.ctx.db, sql`select status from appointments where id = ${id}::uuid`))[0]!.status;
const change = (id: string, role: StaffRole, body: Record<string, unknown>) =>
  t.callRaw('staffAppointmentStatusPatch', { params: { id }, body, headers: role === 'admin' ? s.admin.auth : s.x.user.auth });

describe('status transitions through the API: the table of from/to x role', () => {
  for (const from of APPOINTMENT_STATUSES) {
    for (const to of APPOINTMENT_STATUSES) {
      for (const role of ['admin', 'barber'] as const) {
        const rule = from === to ? 'same' : transitionRule(role, from, to);
        it(`${role}: ${from} -> ${to} is ${rule ?? 'refused'}`, async () => {
          const id = await appointmentIn(from);
          const res = await change(id, role, { status: to, ...(rule === 'with-reason' ? { reason: 'Correzione di prova' } : {}) });
          if (from === 'cancelled') {
            expect(res.statusCode).toBe(409);
            expect(res.json().code).toBe('STATUS_FINAL');
            expect(await statusOf(id)).toBe('cancelled');
          } else if (rule === null) {
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
            expect(res.statusCode).toBeLessThan(500);
            expect(res.json().message).toMatch(/[àèéìòù]|\b(non|solo|il|un)\b/i);
            expect(await statusOf(id)).toBe(from);
          } else {
            expect(res.statusCode).toBe(200);
            expect(res.json().data.status).toBe(to);
            expect(await statusOf(id)).toBe(to);
          }
        });
      }
    }
  }
});

describe('completed work stays done', () => {
  it('a barber cannot cancel their completed appointment: 409 in Italian, status unchanged, nothing recorded', async () => {
    const id = await appointmentIn('completed');
    for (const body of [{ status: 'cancelled' }, { status: 'cancelled', reason: 'Errore mio' }, { status: 'confirmed', reason: 'Errore mio' }]) {
      const res = await change(id, 'barber', body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'STATUS_COMPLETED',
        message: 'Un appuntamento completato resta completato: solo il titolare può correggerlo, indicando il motivo.',
      });
    }
    expect(await statusOf(id)).toBe('completed');
    const [events] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from appointment_status_events where appointment_id = ${id}::uuid`);
    expect(events!.n).toBe(0);
  });

  it('the owner corrects one only with a reason; the reason is in the history and on the calendar', async () => {
    const id = await appointmentIn('completed', 3000, 'corretta@example.ch');
    for (const reason of [undefined, '', '   ']) {
      const res = await change(id, 'admin', { status: 'cancelled', ...(reason === undefined ? {} : { reason }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STATUS_REASON_REQUIRED', message: 'Per correggere un appuntamento completato indica il motivo.' });
    }
    expect(await statusOf(id)).toBe('completed');
    const res = await change(id, 'admin', { status: 'cancelled', reason: 'Il cliente non si è presentato', cancellationReason: "Cancellato dall'amministratore" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Il cliente non si è presentato',
      statusChangeReason: 'Il cliente non si è presentato',
      statusChangedBy: { firstName: 'Ada', lastName: 'Admin' },
    });
    const history = await queryRows<{ from_status: string; to_status: string; reason: string | null; changed_by_user_id: string }>(
      t.ctx.db,
      sql`select from_status, to_status, reason, changed_by_user_id from appointment_status_events where appointment_id = ${id}::uuid`,
    );
    expect(history).toEqual([{ from_status: 'completed', to_status: 'cancelled', reason: 'Il cliente non si è presentato', changed_by_user_id: s.admin.id }]);
    const calendar = await t.call('adminAppointments', { query: { startDate: '2026-06-05', endDate: '2026-06-10' }, as: s.admin });
    expect(calendar.json().find((a: { _id: string }) => a._id === id)).toMatchObject({ statusChangeReason: 'Il cliente non si è presentato' });
    // A correction is the shop's own record: the customer gets no 'cancelled' email for work already started,
    // while an ordinary cancellation by the shop is told as before.
    const told = await appointmentIn('confirmed', 3000, 'avvisata@example.ch');
    expect((await change(told, 'admin', { status: 'cancelled' })).statusCode).toBe(200);
    const mails = await queryRows<{ recipient: string }>(t.ctx.db, sql`select recipient from outbound_messages where kind = 'appointment-staff-change'`);
    expect(mails.map((m) => m.recipient)).toEqual(['avvisata@example.ch']);
  });

  it('the statistics follow the correction (revenue is completed work, ADR 0020)', async () => {
    const stats = async () => {
      const res = await t.call('adminStats', { query: { timeframe: 'month', barberId: s.x.barber.id }, as: s.admin });
      expect(res.statusCode).toBe(200);
      return res.json().totals.revenue as number;
    };
    const first = await appointmentIn('completed', 4500);
    const second = await appointmentIn('completed', 2000);
    const before = await stats();
    expect((await change(first, 'admin', { status: 'cancelled', reason: 'Segnato per errore: non si è presentato' })).statusCode).toBe(200);
    expect(await stats()).toBeCloseTo(before - 45, 2);
    expect((await change(second, 'admin', { status: 'confirmed', reason: 'Ancora in corso' })).statusCode).toBe(200);
    expect(await stats()).toBeCloseTo(before - 65, 2);
    // Completed again once done: counted again.
    expect((await change(second, 'admin', { status: 'completed' })).statusCode).toBe(200);
    expect(await stats()).toBeCloseTo(before - 45, 2);
  });
});

import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './appointment-rules';
import { STATUS_TRANSITIONS, decideStaffStatusChange, statusOptions, transitionRule, type StaffRole } from './status-transitions';

const startsAt = new Date('2026-05-12T08:00:00Z');
const started = new Date(startsAt.getTime() + 5 * 60_000);
const nextWeek = new Date(startsAt.getTime() - 7 * 24 * 3_600_000);

/**
 * The whole table, from x to x role, written out (issue 23 item 6): '-' refused, 'ok' allowed, 'reason' allowed
 * only with a reason. Read a row as "from <status>, the admin / the barber may set ...".
 */
const EXPECTED: Record<AppointmentStatus, Record<AppointmentStatus, [admin: string, barber: string]>> = {
  pending: { pending: ['=', '='], confirmed: ['ok', '-'], completed: ['ok', 'ok'], cancelled: ['ok', 'ok'], no_show: ['ok', 'ok'] },
  confirmed: { pending: ['ok', '-'], confirmed: ['=', '='], completed: ['ok', 'ok'], cancelled: ['ok', 'ok'], no_show: ['ok', 'ok'] },
  completed: { pending: ['-', '-'], confirmed: ['reason', '-'], completed: ['=', '='], cancelled: ['reason', '-'], no_show: ['reason', '-'] },
  cancelled: { pending: ['-', '-'], confirmed: ['-', '-'], completed: ['-', '-'], cancelled: ['-', '-'], no_show: ['-', '-'] },
  no_show: { pending: ['-', '-'], confirmed: ['-', '-'], completed: ['reason', '-'], cancelled: ['-', '-'], no_show: ['=', '='] },
};
const ROLES: StaffRole[] = ['admin', 'barber'];

describe('the status transition table', () => {
  it('is exactly the expected table', () => {
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        ROLES.forEach((role, i) => {
          const rule = transitionRule(role, from, to);
          const expected = EXPECTED[from][to][i];
          const written = from === to ? '=' : rule === 'allowed' ? 'ok' : rule === 'with-reason' ? 'reason' : '-';
          expect(written, `${role}: ${from} -> ${to}`).toBe(from === to ? '=' : expected);
        });
      }
    }
  });

  it('decides every pair of every role by the table', () => {
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        ROLES.forEach((role, i) => {
          const expected = EXPECTED[from][to][i];
          const decide = (reason?: string) => decideStaffStatusChange({ role, current: from, next: to, startsAt, now: started, reason });
          const where = `${role}: ${from} -> ${to}`;
          if (from === 'cancelled') expect(decide('motivo'), where).toEqual({ ok: false, reason: 'STATUS_FINAL' });
          else if (expected === '=') expect(decide(), where).toEqual({ ok: true, changed: false, correction: false });
          else if (expected === 'ok') expect(decide(), where).toEqual({ ok: true, changed: true, correction: false });
          else if (expected === 'reason') {
            expect(decide(), where).toEqual({ ok: false, reason: 'STATUS_REASON_REQUIRED' });
            expect(decide('   '), where).toEqual({ ok: false, reason: 'STATUS_REASON_REQUIRED' });
            expect(decide('Il cliente non si è presentato'), where).toEqual({ ok: true, changed: true, correction: true });
          } else expect(decide('motivo').ok, where).toBe(false);
        });
      }
    }
  });

  it('says why a refused change is refused', () => {
    const at = (role: StaffRole, current: AppointmentStatus, next: AppointmentStatus) =>
      decideStaffStatusChange({ role, current, next, startsAt, now: started, reason: 'motivo' });
    // Completed work stays done: the barber hears that only the owner corrects it.
    expect(at('barber', 'completed', 'cancelled')).toEqual({ ok: false, reason: 'STATUS_COMPLETED' });
    expect(at('barber', 'completed', 'confirmed')).toEqual({ ok: false, reason: 'STATUS_COMPLETED' });
    expect(at('barber', 'confirmed', 'pending')).toEqual({ ok: false, reason: 'STATUS_CHANGE_FORBIDDEN' });
    expect(at('admin', 'completed', 'pending')).toEqual({ ok: false, reason: 'STATUS_TRANSITION_INVALID' });
  });

  it('refuses completing an appointment that has not started, to the barber and the admin alike', () => {
    for (const role of ROLES) {
      const at = (now: Date) => decideStaffStatusChange({ role, current: 'confirmed', next: 'completed', startsAt, now });
      expect(at(nextWeek)).toEqual({ ok: false, reason: 'APPOINTMENT_NOT_STARTED' });
      expect(at(new Date(startsAt.getTime() - 1))).toEqual({ ok: false, reason: 'APPOINTMENT_NOT_STARTED' });
      expect(at(startsAt)).toEqual({ ok: true, changed: true, correction: false });
    }
  });

  it("refuses 'Non presentato' before the start with its own reason, and accepts it from the start on", () => {
    for (const role of ROLES) {
      for (const current of ['pending', 'confirmed'] as const) {
        const at = (now: Date) => decideStaffStatusChange({ role, current, next: 'no_show', startsAt, now });
        expect(at(nextWeek)).toEqual({ ok: false, reason: 'NO_SHOW_NOT_STARTED' });
        expect(at(new Date(startsAt.getTime() - 1))).toEqual({ ok: false, reason: 'NO_SHOW_NOT_STARTED' });
        expect(at(startsAt)).toEqual({ ok: true, changed: true, correction: false });
      }
    }
  });

  it('offers in the panels exactly what the table allows, corrections marked, completion waiting for the start', () => {
    for (const from of APPOINTMENT_STATUSES) {
      for (const role of ROLES) {
        const offered = statusOptions(role, { status: from, startsAt }, started);
        expect(offered.map((o) => o.status), `${role} from ${from}`).toEqual(
          APPOINTMENT_STATUSES.filter((to) => transitionRule(role, from, to) !== null),
        );
        for (const o of offered) expect(o.needsReason).toBe(STATUS_TRANSITIONS[from][o.status]?.[role] === 'with-reason');
      }
    }
    expect(statusOptions('barber', { status: 'completed', startsAt }, started)).toEqual([]);
    expect(statusOptions('admin', { status: 'completed', startsAt }, started)).toEqual([
      { status: 'confirmed', needsReason: true, notYet: false },
      { status: 'cancelled', needsReason: true, notYet: false },
      { status: 'no_show', needsReason: true, notYet: false },
    ]);
    expect(statusOptions('barber', { status: 'confirmed', startsAt }, nextWeek)).toEqual([
      { status: 'completed', needsReason: false, notYet: true },
      { status: 'cancelled', needsReason: false, notYet: false },
      { status: 'no_show', needsReason: false, notYet: true },
    ]);
  });
});

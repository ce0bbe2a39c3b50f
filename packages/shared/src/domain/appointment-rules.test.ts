import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from './appointment-rules';
import {
  ACTIVE_STATUSES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  MODIFY_CUTOFF_HOURS,
  OCCUPYING_STATUSES,
  canClientChange,
  decideStaffStatusChange,
  hasStarted,
  isActiveStatus,
  needsConfirmation,
  occupiesChair,
} from './appointment-rules';

const startsAt = new Date('2026-05-12T08:00:00Z');
const HOUR = 3_600_000;
const before = (ms: number) => new Date(startsAt.getTime() - ms);

describe('canClientChange', () => {
  it('allows a change more than 24 hours ahead, even by 1 ms', () => {
    expect(canClientChange({ status: 'pending', startsAt }, before(24 * HOUR + 1))).toEqual({ ok: true });
    expect(canClientChange({ status: 'confirmed', startsAt }, before(72 * HOUR))).toEqual({ ok: true });
  });

  it('refuses at exactly 24 hours and later', () => {
    const tooLate = { ok: false, reason: 'TOO_LATE' };
    expect(canClientChange({ status: 'confirmed', startsAt }, before(24 * HOUR))).toEqual(tooLate);
    expect(canClientChange({ status: 'confirmed', startsAt }, before(HOUR))).toEqual(tooLate);
    expect(canClientChange({ status: 'pending', startsAt }, new Date(startsAt.getTime() + HOUR))).toEqual(
      tooLate,
    );
  });

  it('refuses completed and cancelled appointments whatever the time', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(canClientChange({ status, startsAt }, before(30 * 24 * HOUR))).toEqual({
        ok: false,
        reason: 'NOT_MODIFIABLE',
      });
    }
  });
});

describe('statuses', () => {
  it('counts only pending and confirmed as active', () => {
    expect([...ACTIVE_STATUSES]).toEqual(['pending', 'confirmed']);
    expect(APPOINTMENT_STATUSES.filter(isActiveStatus)).toEqual(['pending', 'confirmed']);
    expect(MODIFY_CUTOFF_HOURS).toBe(24);
  });

  it('has the Italian label of every status', () => {
    expect(APPOINTMENT_STATUS_LABELS).toEqual({
      pending: 'In attesa',
      confirmed: 'Confermato',
      completed: 'Completato',
      cancelled: 'Cancellato',
    });
  });
});

describe('decideStaffStatusChange', () => {
  const at = (role: 'admin' | 'barber', current: AppointmentStatus, next: AppointmentStatus, now: Date) =>
    decideStaffStatusChange({ role, current, next, startsAt, now });
  const nextWeek = before(7 * 24 * HOUR);
  const started = new Date(startsAt.getTime() + 5 * 60_000);

  it('refuses completing an appointment that has not started, to the barber and the admin alike', () => {
    for (const role of ['admin', 'barber'] as const) {
      expect(at(role, 'confirmed', 'completed', nextWeek)).toEqual({ ok: false, reason: 'APPOINTMENT_NOT_STARTED' });
      expect(at(role, 'pending', 'completed', before(1))).toEqual({ ok: false, reason: 'APPOINTMENT_NOT_STARTED' });
      expect(at(role, 'confirmed', 'completed', startsAt)).toEqual({ ok: true, changed: true });
      expect(at(role, 'confirmed', 'completed', started)).toEqual({ ok: true, changed: true });
    }
  });

  it('keeps cancelled final for everyone, whatever the target', () => {
    for (const role of ['admin', 'barber'] as const) {
      for (const next of APPOINTMENT_STATUSES) {
        expect(at(role, 'cancelled', next, started)).toEqual({ ok: false, reason: 'STATUS_FINAL' });
      }
    }
  });

  it('lets a barber only complete or cancel; the admin any other status', () => {
    expect(at('barber', 'confirmed', 'pending', started)).toEqual({ ok: false, reason: 'STATUS_CHANGE_FORBIDDEN' });
    expect(at('barber', 'completed', 'confirmed', started)).toEqual({ ok: false, reason: 'STATUS_CHANGE_FORBIDDEN' });
    expect(at('barber', 'confirmed', 'cancelled', nextWeek)).toEqual({ ok: true, changed: true });
    expect(at('admin', 'completed', 'confirmed', started)).toEqual({ ok: true, changed: true });
    expect(at('admin', 'confirmed', 'pending', nextWeek)).toEqual({ ok: true, changed: true });
  });

  it('treats the same status as no change', () => {
    expect(at('admin', 'confirmed', 'confirmed', nextWeek)).toEqual({ ok: true, changed: false });
    expect(at('barber', 'completed', 'completed', started)).toEqual({ ok: true, changed: false });
  });
});

describe('occupying statuses', () => {
  it('counts completed appointments as occupying the chair, cancelled ones not', () => {
    expect([...OCCUPYING_STATUSES]).toEqual(['pending', 'confirmed', 'completed']);
    expect(APPOINTMENT_STATUSES.filter(occupiesChair)).toEqual(['pending', 'confirmed', 'completed']);
  });

  it('has started at its start instant, not a millisecond before', () => {
    expect(hasStarted(startsAt, startsAt)).toBe(true);
    expect(hasStarted(startsAt, before(1))).toBe(false);
  });

  it('asks confirmation for completed and cancelled only', () => {
    expect(APPOINTMENT_STATUSES.filter(needsConfirmation)).toEqual(['completed', 'cancelled']);
  });
});

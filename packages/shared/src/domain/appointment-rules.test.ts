import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  MODIFY_CUTOFF_HOURS,
  OCCUPYING_STATUSES,
  canClientChange,
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
      no_show: 'Non presentato',
    });
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

  it('asks confirmation for completed, cancelled and no-show only (ADR 0064: a no-show may keep a deposit)', () => {
    expect(APPOINTMENT_STATUSES.filter(needsConfirmation)).toEqual(['completed', 'cancelled', 'no_show']);
  });
});

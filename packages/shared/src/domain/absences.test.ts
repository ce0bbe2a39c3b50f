import { describe, expect, it } from 'vitest';
import { ABSENCE_TIME_CHOICES, blockedSlots, conflictsWithAbsence, isAbsenceTime } from './absences';

const at = (start: string, minutes: number) => {
  const [h, m] = start.split(':').map(Number) as [number, number];
  return { startMinutes: h * 60 + m, endMinutes: h * 60 + m + minutes };
};

describe('absence time choices', () => {
  it('are the half hours from 08:00 to 20:30, both included', () => {
    expect(ABSENCE_TIME_CHOICES[0]).toBe('08:00');
    expect(ABSENCE_TIME_CHOICES.at(-1)).toBe('20:30');
    expect(ABSENCE_TIME_CHOICES).toHaveLength(26);
    expect(isAbsenceTime('09:30')).toBe(true);
    expect(isAbsenceTime('09:15')).toBe(false);
    expect(isAbsenceTime('07:30')).toBe(false);
  });
});

describe('blockedSlots', () => {
  it('lists the 15-minute grid cells from start up to (not including) end', () => {
    expect(blockedSlots('09:00', '10:30')).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15']);
    expect(blockedSlots('20:00', '20:30')).toEqual(['20:00', '20:15']);
  });
});

describe('conflictsWithAbsence', () => {
  it("is the spec's rule: an appointment starting at or after the start and before the end", () => {
    expect(conflictsWithAbsence(at('10:00', 30), '10:00', '11:00')).toBe(true);
    expect(conflictsWithAbsence(at('10:45', 60), '10:00', '11:00')).toBe(true);
    expect(conflictsWithAbsence(at('11:00', 30), '10:00', '11:00')).toBe(false);
  });

  it('also counts one that started before and is still running at the start; back-to-back is fine', () => {
    expect(conflictsWithAbsence(at('09:45', 30), '10:00', '11:00')).toBe(true);
    expect(conflictsWithAbsence(at('09:30', 30), '10:00', '11:00')).toBe(false);
  });
});

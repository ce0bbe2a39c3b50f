import { describe, expect, it } from 'vitest';
import { makeAppointment } from '../appointments/test-appointment';
import { absenceDefaults, conflictingAppointments } from './absence-rules';

const at = (time: string, overrides: Parameters<typeof makeAppointment>[0] = {}) =>
  makeAppointment({ _id: time, time, duration: 30, ...overrides });

describe('conflictingAppointments', () => {
  const day = [
    at('08:30'), // ends 09:00: back to back with a 09:00 start, no conflict
    at('09:00'), // starts at the start: conflict
    at('10:15'), // starts inside: conflict
    at('10:30'), // starts at the end: no conflict
    at('08:45', { duration: 45 }), // started before, still running at 09:00: conflict
  ];

  it('finds the appointments starting at or after the start and before the end, and those running into it', () => {
    expect(conflictingAppointments(day, '09:00', '10:30').map((a) => a._id)).toEqual([
      '09:00',
      '10:15',
      '08:45',
    ]);
  });

  it('counts confirmed and pending appointments, not cancelled or completed ones', () => {
    const mixed = [
      at('09:00', { status: 'cancelled' }),
      at('09:30', { status: 'completed' }),
      at('10:00', { status: 'pending' }),
      at('10:15', { status: 'confirmed' }),
    ];
    expect(conflictingAppointments(mixed, '09:00', '10:30').map((a) => a._id)).toEqual(['10:00', '10:15']);
  });

  it('limits a barber absence to that barber', () => {
    const other = at('09:00', { barber: { _id: 'barber-2', firstName: 'Luca', lastName: 'Neri' } });
    expect(conflictingAppointments([other], '09:00', '10:00', 'barber-1')).toEqual([]);
    expect(conflictingAppointments([other], '09:00', '10:00', null)).toHaveLength(1);
  });

  it('reports nothing while the range itself is not valid yet', () => {
    expect(conflictingAppointments(day, '10:30', '09:00')).toEqual([]);
    expect(conflictingAppointments(day, '09:10', '10:30')).toEqual([]);
  });
});

describe('absenceDefaults', () => {
  it('is the given day, 09:00 to 10:30, the whole studio, without reason and notes', () => {
    expect(absenceDefaults('2026-03-10')).toEqual({
      date: '2026-03-10',
      startTime: '09:00',
      endTime: '10:30',
      reason: '',
      notes: '',
      barberId: null,
    });
  });
});

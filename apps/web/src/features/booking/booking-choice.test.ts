import { describe, expect, it } from 'vitest';
import { choiceReducer, emptyChoice, isComplete, type BookingChoice } from './booking-choice';

const full: BookingChoice = {
  barberId: 'b1',
  serviceId: 's1',
  date: '2026-11-24',
  time: '10:15',
  dateAuto: false,
};

describe('choiceReducer', () => {
  it("never lets a late skip of the proposed day replace a day the visitor chose", () => {
    const chosen = { ...full, date: '2026-12-08', time: '', dateAuto: false };
    expect(choiceReducer(chosen, { type: 'date', date: '2026-11-27', auto: true })).toBe(chosen);
    // A proposed day is still skipped when it has no free slot.
    const proposed = { ...chosen, date: '2026-11-26', dateAuto: true };
    expect(choiceReducer(proposed, { type: 'date', date: '2026-11-27', auto: true })).toMatchObject({
      date: '2026-11-27',
      dateAuto: true,
    });
  });

  it('clears the service and the time when the barber changes, keeping a date the user picked', () => {
    expect(choiceReducer(full, { type: 'barber', barberId: 'b2' })).toEqual({
      ...emptyChoice,
      barberId: 'b2',
      date: '2026-11-24',
    });
  });

  it('drops a proposed date with the barber, and proposes a new one with the next service', () => {
    const proposed = { ...full, dateAuto: true };
    const afterBarber = choiceReducer(proposed, { type: 'barber', barberId: 'b2' });
    expect(afterBarber.date).toBe('');
    const afterService = choiceReducer(afterBarber, {
      type: 'service',
      serviceId: 's2',
      proposedDate: '2026-11-25',
    });
    expect(afterService).toMatchObject({ serviceId: 's2', date: '2026-11-25', dateAuto: true, time: '' });
  });

  it('keeps a picked date when the service changes but clears the time', () => {
    expect(choiceReducer(full, { type: 'service', serviceId: 's2', proposedDate: '2026-11-25' })).toEqual({
      ...full,
      serviceId: 's2',
      time: '',
    });
  });

  it('clears the time on a new date; a picked date stops the automatic proposal', () => {
    const next = choiceReducer({ ...full, dateAuto: true }, { type: 'date', date: '2026-11-26' });
    expect(next).toMatchObject({ date: '2026-11-26', time: '', dateAuto: false });
    expect(isComplete(next)).toBe(false);
    expect(isComplete(full)).toBe(true);
  });
});

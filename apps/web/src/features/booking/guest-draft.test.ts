import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft, type GuestDraft } from './guest-draft';
import { attemptKeyFor } from './guest-payload';
import { makeAppointment } from './booking-test-data';

const draft: GuestDraft = {
  version: 1,
  form: { firstName: 'Anna', lastName: 'Neri', email: 'a@example.ch', phone: '79 123 45 67' },
  details: { firstName: 'Anna', lastName: 'Neri', email: 'a@example.ch', phone: '+41791234567' },
  choice: { barberId: 'b', serviceId: 's', date: '2026-11-24', time: '10:15', dateAuto: false },
  summary: { barberName: 'Marco Bianchi', serviceName: 'Taglio', duration: 30, price: 30 },
  attemptKey: 'first-key',
  booked: null,
};

describe('guest draft', () => {
  it('survives a reload through sessionStorage and ignores anything else stored there', () => {
    saveDraft(draft);
    expect(readDraft()).toEqual(draft);
    sessionStorage.setItem('guest-booking-draft', '{"version":0}');
    expect(readDraft()).toBeNull();
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('keeps the key for the same booking sent again and changes it for another one', () => {
    expect(attemptKeyFor(draft, { details: draft.details, choice: { ...draft.choice } })).toBe('first-key');
    expect(
      attemptKeyFor(draft, { details: draft.details, choice: { ...draft.choice, time: '10:30' } }),
    ).not.toBe('first-key');
    expect(attemptKeyFor({ ...draft, booked: makeAppointment() }, draft)).not.toBe('first-key');
    expect(attemptKeyFor(null, draft)).not.toBe('first-key');
  });
});

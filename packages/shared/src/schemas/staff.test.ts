import { describe, expect, it } from 'vitest';
import { CreateTemporaryAbsenceRequest } from './absences';
import { FilteredAppointmentsQuery, periodEnd, UpdateAppointmentStatusRequest } from './staff-appointments';
import { CreateBarberRequest, ServiceRequest, UpdateBarberServicesRequest, UpdateVacationsRequest } from './staff';
import { UpdateProfileRequest } from './users';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the admin and barber contract', () => {
  it('normalises a barber phone with +41 by default', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'A@Example.ch' };
    expect(CreateBarberRequest.parse({ ...base, phone: '079 123 45 67' })).toMatchObject({ phone: '+41791234567', email: 'a@example.ch', services: [], vacations: [] });
    expect(CreateBarberRequest.parse({ ...base, phone: '0039 333 1234567' }).phone).toBe('+393331234567');
  });

  it('drops vacation rows with an empty date and checks the order', () => {
    expect(UpdateVacationsRequest.parse({ vacations: [{ startDate: '', endDate: '' }, { startDate: '2026-07-01', endDate: '2026-07-01' }] }).vacations).toEqual([
      { startDate: '2026-07-01', endDate: '2026-07-01' },
    ]);
    expect(firstMessage(UpdateVacationsRequest.safeParse({ vacations: [{ startDate: '2026-07-02', endDate: '2026-07-01' }] }))).toBe(
      'La data di fine deve essere successiva alla data di inizio',
    );
  });

  it("needs at least one service, with the spec's text", () => {
    expect(firstMessage(UpdateBarberServicesRequest.safeParse({ services: [] }))).toBe('Seleziona almeno un servizio');
  });

  it('takes service prices as CHF with at most 2 decimals, also from form strings', () => {
    expect(ServiceRequest.parse({ name: 'Taglio', price: '25.50', duration: '30' })).toEqual({ name: 'Taglio', price: 25.5, duration: 30, description: null });
    expect(firstMessage(ServiceRequest.safeParse({ name: 'Taglio', price: 1.234, duration: 30 }))).toBe('Il prezzo può avere al massimo 2 decimali');
  });

  it('keeps absences on the half-hour grid with start before end', () => {
    const ok = CreateTemporaryAbsenceRequest.parse({ date: '2026-06-03', startTime: '09:00', endTime: '10:30' });
    expect(ok).toMatchObject({ reason: '', notes: null });
    expect(firstMessage(CreateTemporaryAbsenceRequest.safeParse({ date: '2026-06-03', startTime: '10:30', endTime: '09:00' }))).toBe(
      "L'orario di fine deve essere successivo all'orario di inizio",
    );
  });

  it('derives the period of a list from viewType', () => {
    expect(periodEnd(FilteredAppointmentsQuery.parse({ startDate: '2026-06-03', viewType: 'week' }))).toBe('2026-06-09');
    expect(periodEnd(FilteredAppointmentsQuery.parse({ startDate: '2026-02-10', viewType: 'month' }))).toBe('2026-02-28');
    expect(periodEnd(FilteredAppointmentsQuery.parse({ startDate: '2026-06-03' }))).toBe('2026-06-03');
  });

  it('accepts the status call of the spec and a profile without a bio (bio left unchanged)', () => {
    expect(UpdateAppointmentStatusRequest.parse({ status: 'cancelled', cancellationReason: "Cancellato dall'amministratore" }).status).toBe('cancelled');
    expect(UpdateProfileRequest.parse({ firstName: 'A', lastName: 'B', phone: '' })).toEqual({ firstName: 'A', lastName: 'B', phone: null, bio: undefined });
  });
});

// Test factories and the API defaults for the booking feature's component tests.
import type {
  Appointment,
  AvailabilityCalendarResponse,
  AvailableSlotsResponse,
  DayStatus,
  Slot,
} from '@barber/shared/schemas/appointments';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { makeAppointment as baseAppointment, shopAnswer } from '../../test-utils';
import { stubApi, type Stubs } from '../../test-api';
import type { GuestDraft } from './guest-draft';

export const MARCO = '11111111-1111-4111-8111-111111111111';
export const LUCA = '22222222-2222-4222-8222-222222222222';
export const CUT = '33333333-3333-4333-8333-333333333333';
export const BEARD = '44444444-4444-4444-8444-444444444444';
export const TATTOO = '55555555-5555-4555-8555-555555555555';

const workday = (day: BarberPublic['workingHours'][number]['day'], isWorking = true) => ({
  day,
  isWorking,
  startTime: isWorking ? '09:00' : null,
  endTime: isWorking ? '19:00' : null,
  hasBreak: isWorking,
  breakStart: isWorking ? '12:00' : null,
  breakEnd: isWorking ? '13:00' : null,
});

export function makeBarber(overrides: Partial<BarberPublic> = {}): BarberPublic {
  return {
    _id: MARCO,
    firstName: 'Marco',
    lastName: 'Bianchi',
    bio: null,
    services: ['Taglio + Shampoo', 'Barba Modellata'],
    serviceIds: [CUT, BEARD],
    workingHours: [
      workday('monday'),
      workday('tuesday'),
      workday('wednesday'),
      workday('thursday'),
      workday('friday'),
      workday('saturday'),
      workday('sunday', false),
    ],
    vacations: [],
    ...overrides,
  };
}

export const services: Service[] = [
  { _id: CUT, name: 'Taglio + Shampoo', price: 30, duration: 30, description: null, isActive: true },
  { _id: BEARD, name: 'Barba Modellata', price: 25, duration: 30, description: null, isActive: true },
  { _id: TATTOO, name: 'Hair Tattoo', price: 5, duration: 15, description: null, isActive: true },
];

export const barbers: BarberPublic[] = [
  makeBarber(),
  makeBarber({
    _id: LUCA,
    firstName: 'Luca',
    lastName: 'Moretti',
    services: ['Hair Tattoo'],
    serviceIds: [TATTOO],
  }),
];

export function slot(time: string, overrides: Partial<Slot> = {}): Slot {
  return {
    time,
    available: true,
    isBooked: false,
    isBreak: false,
    isPast: false,
    isBlocked: false,
    ...overrides,
  };
}

/** GET /appointments/public/available-slots: the bare list (the spec's shape); empty when the day is not open. */
export function slotsAnswer(data: Slot[]): AvailableSlotsResponse {
  return data;
}

/** The one-day availability calendar the grid asks when a day has no slots: why it is empty. */
export function dayAnswer(day: DayStatus, date = '2026-11-23'): AvailabilityCalendarResponse {
  return { success: true, data: [{ date, day, available: 0, firstTime: null }], timeZone: 'Europe/Zurich' };
}

/** A guest booking of Marco's for a cut, on the week the booking tests use. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return baseAppointment({
    _id: 'appt-1',
    date: '2026-11-24',
    time: '10:15',
    startsAt: '2026-11-24T09:15:00.000Z',
    endsAt: '2026-11-24T09:45:00.000Z',
    serviceId: CUT,
    guestInfo: null,
    barber: { _id: MARCO, firstName: 'Marco', lastName: 'Bianchi' },
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });
}

/** POST /appointments/public/appointments/guest: the spec's {success, message, _id, appointment}. */
export function guestAnswer(appointment: Appointment = makeAppointment()) {
  return {
    success: true,
    message: 'Prenotazione effettuata con successo!',
    _id: appointment._id,
    appointment,
  };
}

/** stubApi with the booking pages' defaults: the shop, the barbers and the services; `stubs` add or replace. */
export function stubBookingApi(stubs: Stubs = {}) {
  return stubApi({
    shopState: shopAnswer,
    publicBarbers: barbers,
    activeServices: services,
    ...stubs,
  });
}

export { cashOnly, testModePayments } from '../../test-utils';

/** POST /payments/create-intent for a new booking in test mode: the intent the test card then pays. */
export function cardIntentAnswer(appointmentId = 'appt-1') {
  return {
    success: true,
    client_secret: 'pi_abcdefgh123_secret_x',
    clientSecret: 'pi_abcdefgh123_secret_x',
    paymentIntentId: 'pi_abcdefgh123',
    paymentId: 'pay_card',
    amount: 30,
    currency: 'CHF',
    status: 'requires_payment_method',
    provider: 'test',
    testMode: true,
    appointmentId,
    holdExpiresAt: null,
  };
}

/** A guest's draft as the form leaves it for the confirmation page: Anna Neri, a cut with Marco. */
export const guestDraft: GuestDraft = {
  version: 1,
  form: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '079 123 45 67' },
  details: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '+41791234567' },
  choice: { barberId: MARCO, serviceId: CUT, date: '2026-11-24', time: '10:15', dateAuto: false },
  summary: { barberName: 'Marco Bianchi', serviceName: 'Taglio + Shampoo', duration: 30, price: 30 },
  attemptKey: 'key-attempt-1',
  booked: null,
};

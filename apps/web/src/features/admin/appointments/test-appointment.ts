import type { Appointment } from '@barber/shared/schemas/appointments';
import { makeAppointment as baseAppointment } from '../../../test-utils';

/** A client's own booking as the admin calendar shows it, with a fresh id; tests override what they look at. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return baseAppointment({
    _id: `apt-${Math.random().toString(36).slice(2)}`,
    date: '2026-03-10',
    startsAt: '2026-03-10T09:00:00.000Z',
    endsAt: '2026-03-10T09:30:00.000Z',
    service: 'Taglio Uomo',
    serviceId: 'svc-1',
    price: 35,
    client: {
      firstName: 'Giulia',
      lastName: 'Ferrari',
      email: 'giulia@example.ch',
      phone: '+41 79 555 10 03',
    },
    guestInfo: null,
    barber: { _id: 'barber-1', firstName: 'Marco', lastName: 'Bianchi' },
    isGuestBooking: false,
    bookedBy: { firstName: 'Giulia', lastName: 'Ferrari' },
    ...overrides,
  });
}

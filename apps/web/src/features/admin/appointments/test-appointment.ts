import type { Appointment } from '@barber/shared/schemas/appointments';

/** An appointment as the API sends it; tests override what they look at. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: `apt-${Math.random().toString(36).slice(2)}`,
    date: '2026-03-10',
    time: '10:00',
    startsAt: '2026-03-10T09:00:00.000Z',
    endsAt: '2026-03-10T09:30:00.000Z',
    service: 'Taglio Uomo',
    serviceId: 'svc-1',
    duration: 30,
    price: 35,
    status: 'confirmed',
    paymentType: 'in_person',
    cancellationReason: null,
    client: {
      firstName: 'Giulia',
      lastName: 'Ferrari',
      email: 'giulia@example.ch',
      phone: '+41 79 555 10 03',
    },
    guestInfo: null,
    barber: { _id: 'barber-1', firstName: 'Marco', lastName: 'Bianchi' },
    isAdminBooking: false,
    isGuestBooking: false,
    clientNickname: null,
    bookedBy: { firstName: 'Giulia', lastName: 'Ferrari' },
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

import type { Appointment } from '@barber/shared/schemas/appointments';

/** Test data: a confirmed guest appointment of Marco's, changed by overrides. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: 'a-1',
    date: '2026-03-11',
    time: '10:00',
    startsAt: '2026-03-11T09:00:00.000Z',
    endsAt: '2026-03-11T09:30:00.000Z',
    service: 'Taglio + Shampoo',
    serviceId: 's-1',
    duration: 30,
    price: 30,
    status: 'confirmed',
    paymentType: 'in_person',
    cancellationReason: null,
    client: null,
    guestInfo: { firstName: 'Paolo', lastName: 'Conti', email: 'paolo@example.ch', phone: '+41795551101' },
    barber: { _id: 'b-1', firstName: 'Marco', lastName: 'Bianchi' },
    isAdminBooking: false,
    isGuestBooking: true,
    clientNickname: null,
    bookedBy: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

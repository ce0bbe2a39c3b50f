import type { RouteAddress } from './route-types';

/** Method, path and access rule of the booking routes (no zod here: see api-routes.ts). */
export const bookingRoutes = {
  // Two paths with one answer: the spec's guest page and waiting list each call their own.
  publicBarbers: { method: 'GET', path: '/appointments/public/barbers', access: 'public' },
  waitingListBarbers: { method: 'GET', path: '/barbers/public', access: 'public' },
  // Public, but the admin's token changes the answer (see the schema's description).
  barberDirectory: { method: 'GET', path: '/barbers', access: 'public' },
  publicBarber: { method: 'GET', path: '/appointments/public/barbers/:id', access: 'public' },
  barberVacationCheck: { method: 'GET', path: '/barbers/:id/check-vacation', access: 'public' },
  activeServices: { method: 'GET', path: '/services/active', access: 'public' },
  availabilityCalendar: {
    method: 'GET',
    path: '/appointments/public/availability-calendar',
    access: 'public',
  },
  // The same grid for the public pages and for staff (the spec's admin booking calls the second path).
  publicAvailableSlots: { method: 'GET', path: '/appointments/public/available-slots', access: 'public' },
  staffAvailableSlots: { method: 'GET', path: '/appointments/available-slots', access: ['admin', 'barber'] },
  // 'Qualsiasi barbiere': the free times of a service over every barber who offers it.
  anyBarberSlots: { method: 'GET', path: '/appointments/public/any-barber-slots', access: 'public' },
  guestBooking: { method: 'POST', path: '/appointments/public/appointments/guest', access: 'public' },
  bookAppointment: { method: 'POST', path: '/appointments', access: 'user' },
  myAppointments: { method: 'GET', path: '/appointments/my-appointments', access: 'user' },
  modifyAppointment: { method: 'PUT', path: '/appointments/:id', access: 'user' },
  cancelAppointment: { method: 'PUT', path: '/appointments/:id/cancel', access: 'user' },
} as const satisfies Record<string, RouteAddress>;

import {
  AppointmentListResponse,
  AppointmentResponse,
  AvailabilityCalendarQuery,
  BookingResponse,
  AvailabilityCalendarResponse,
  AvailableSlotsQuery,
  AvailableSlotsResponse,
  CancelAppointmentRequest,
  CreateAppointmentRequest,
  GuestAppointmentRequest,
  GuestAppointmentResponse,
  UpdateAppointmentRequest,
} from '../schemas/appointments';
import {
  BarberDirectoryResponse,
  BarberPublicListResponse,
  BarberPublicResponse,
  CheckVacationQuery,
  CheckVacationResponse,
  ServiceListResponse,
} from '../schemas/catalog';
import { AnyBarberSlotsQuery, AnyBarberSlotsResponse } from '../schemas/any-barber';
import { IdempotencyHeaders } from '../schemas/common';
import type { ContractRoute } from './define';
import { bookingRoutes as r } from './booking-routes';
import { IdParams } from './params';

/** The one slot grid behind the public and the staff path. */
const slots = (who: string) => ({
  tags: ['appointments'],
  description:
    `${who}: the 15-minute grid of one barber-day in the shop's time zone, as a bare list (the spec's shape); ` +
    'empty when the day is not open (the availability calendar says why). barberId, date and duration are ' +
    "required (400 'Parametri mancanti per la richiesta degli slot'); with serviceId the service's duration is used.",
  query: AvailableSlotsQuery,
  response: AvailableSlotsResponse,
});

/** The booking routes with their request and answer schemas (see contract.ts). */
export const bookingContract = {
  publicBarbers: {
    ...r.publicBarbers,
    tags: ['barbers'],
    description: 'Active barbers for the guest booking page.',
    response: BarberPublicListResponse,
  },
  waitingListBarbers: {
    ...r.waitingListBarbers,
    tags: ['barbers'],
    description: 'Active barbers (waiting list).',
    response: BarberPublicListResponse,
  },
  barberDirectory: {
    ...r.barberDirectory,
    tags: ['barbers'],
    description:
      'The registered booking page and the admin panel read the same call: the admin gets every barber in the ' +
      'staff view (email, phone, inactive ones too), anyone else the active barbers with public fields only.',
    response: BarberDirectoryResponse,
  },
  publicBarber: {
    ...r.publicBarber,
    tags: ['barbers'],
    description:
      'One active barber itself (workingHours at the top level), with services and current or future vacations.',
    params: IdParams,
    response: BarberPublicResponse,
  },
  barberVacationCheck: {
    ...r.barberVacationCheck,
    tags: ['barbers'],
    description:
      'Whether the barber is on vacation on the given shop-local date: {isOnVacation, vacationInfo}.',
    params: IdParams,
    query: CheckVacationQuery,
    response: CheckVacationResponse,
  },
  activeServices: {
    ...r.activeServices,
    tags: ['services'],
    description:
      "Active services with price in CHF and duration in minutes, as a bare list (the spec's shape).",
    response: ServiceListResponse,
  },
  availabilityCalendar: {
    ...r.availabilityCalendar,
    tags: ['appointments'],
    description:
      'Per day of a range (default: today and the next 30 days), the day status, how many start times are free ' +
      'and the first one. One request per barber instead of one per day.',
    query: AvailabilityCalendarQuery,
    response: AvailabilityCalendarResponse,
  },
  publicAvailableSlots: { ...r.publicAvailableSlots, ...slots('Public') },
  staffAvailableSlots: { ...r.staffAvailableSlots, ...slots('Staff (admin and barbers)') },
  anyBarberSlots: {
    ...r.anyBarberSlots,
    tags: ['appointments'],
    description:
      "'Qualsiasi barbiere': the free start times of one service merged over every active barber who offers it, " +
      'each with the barber who would take it (the least busy of that day, then by name). With date: that day; ' +
      'without: the first day from `from` (default today) with a free time, within the booking window (date ' +
      "null when there is none). A booking is then made for that barber; a time taken meanwhile is the usual 409.",
    query: AnyBarberSlotsQuery,
    response: AnyBarberSlotsResponse,
  },
  guestBooking: {
    ...r.guestBooking,
    tags: ['appointments'],
    description:
      'Guest booking (Swiss phone, or foreign with its country prefix). Price and duration come from the ' +
      'service; a client-sent price or duration is ignored. Answers {success, message, _id, appointment}. ' +
      'An Idempotency-Key header makes a retry return the first answer.',
    headers: IdempotencyHeaders,
    body: GuestAppointmentRequest,
    response: GuestAppointmentResponse,
    status: 201,
  },
  bookAppointment: {
    ...r.bookAppointment,
    tags: ['appointments'],
    description:
      "Booking by a logged-in client for themselves. The shop's time zone applies (timezone is ignored); " +
      'price and duration come from the service. An Idempotency-Key header makes a retry return the first answer. ' +
      'With repeat {everyWeeks, count, changes}: a series (ADR 0068), every appointment in one transaction, answered ' +
      "in `series`; a date taken since the preview is 409 SERIES_CONFLICT with the dates to choose again, nothing booked.",
    headers: IdempotencyHeaders,
    body: CreateAppointmentRequest,
    response: BookingResponse,
    status: 201,
  },
  myAppointments: {
    ...r.myAppointments,
    tags: ['appointments'],
    description: "The caller's own appointments, the latest first, as a bare list (the spec's shape).",
    response: AppointmentListResponse,
  },
  modifyAppointment: {
    ...r.modifyAppointment,
    tags: ['appointments'],
    description:
      'Moves an own pending or confirmed appointment (barber, service, date, time) while more than 24 hours remain.',
    params: IdParams,
    body: UpdateAppointmentRequest,
    response: AppointmentResponse,
  },
  cancelAppointment: {
    ...r.cancelAppointment,
    tags: ['appointments'],
    description:
      "Cancels an own pending or confirmed appointment while more than 24 hours remain (reason default 'Cancellato dal cliente').",
    params: IdParams,
    // The reason is optional and so is the body: fastify hands an absent body over as null.
    body: CancelAppointmentRequest.nullish(),
    response: AppointmentResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

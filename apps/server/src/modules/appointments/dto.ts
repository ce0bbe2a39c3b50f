import { rappenToChf } from '@barber/shared/domain/money';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AppointmentDetails } from './repo';

/** The API's view of an appointment: date and time in the shop's time zone, money in CHF. */
export function toAppointmentDto(row: AppointmentDetails, timeZone: string): Appointment {
  const a = row.appointment;
  const local = utcToZoned(a.startsAt, timeZone);
  const isGuest = a.bookingKind === 'guest';
  return {
    _id: a.id,
    date: local.date,
    time: local.time,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    service: a.serviceName,
    serviceId: a.serviceId,
    duration: a.durationMinutes,
    price: rappenToChf(a.priceRappen),
    status: a.status,
    paymentType: a.paymentType,
    cancellationReason: a.cancellationReason,
    client: row.client,
    guestInfo: isGuest
      ? {
          firstName: a.guestFirstName ?? '',
          lastName: a.guestLastName ?? '',
          email: a.guestEmail,
          phone: a.guestPhone,
        }
      : null,
    barber: { _id: row.barber.id, firstName: row.barber.firstName, lastName: row.barber.lastName },
    isAdminBooking: a.bookingKind === 'admin',
    isGuestBooking: isGuest,
    clientNickname: a.clientNickname,
    bookedBy: row.bookedBy,
    createdAt: a.createdAt.toISOString(),
  };
}

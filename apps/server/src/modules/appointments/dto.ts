import { rappenToChf } from '@barber/shared/domain/money';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { StaffAppointment } from '@barber/shared/schemas/staff-appointments';
import type { AppointmentDetails } from './repo';

/** The API's view of an appointment: date and time in the shop's time zone, money in CHF. */
export function toAppointmentDto(row: AppointmentDetails, timeZone: string): Appointment {
  const a = row.appointment;
  const local = utcToZoned(a.startsAt, timeZone);
  const isGuest = a.bookingKind === 'guest';
  const guest = isGuest
    ? { firstName: a.guestFirstName ?? '', lastName: a.guestLastName ?? '', email: a.guestEmail, phone: a.guestPhone }
    : null;
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
    // The spec's staff clients read the person from `client` (a guest showed as 'Cliente Sconosciuto'), so a
    // guest booking carries the guest there too; isGuestBooking tells the two apart.
    client: row.client ?? guest,
    guestInfo: guest,
    barber: { _id: row.barber.id, firstName: row.barber.firstName, lastName: row.barber.lastName },
    isAdminBooking: a.bookingKind === 'admin',
    isGuestBooking: isGuest,
    clientNickname: a.clientNickname,
    bookedBy: row.bookedBy,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The staff calendar's view: the public one plus who changed the status last, and when. */
export function toStaffAppointmentDto(row: AppointmentDetails, timeZone: string): StaffAppointment {
  const a = row.appointment;
  return {
    ...toAppointmentDto(row, timeZone),
    statusChangedAt: a.statusChangedAt ? a.statusChangedAt.toISOString() : null,
    statusChangedBy: row.statusChangedBy,
  };
}

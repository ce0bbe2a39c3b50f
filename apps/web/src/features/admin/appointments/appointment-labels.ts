import { minutesToTime, timeToMinutes } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { formatPhone } from '../../../lib/format';
import { admin } from '../../../i18n/admin';

type Person = { firstName: string; lastName: string } | null | undefined;

const fullName = (person: Person) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

/** A registered client, else the guest's details, else the admin's nickname; missing data is "Sconosciuto". */
export function clientLabel(appointment: Appointment): string {
  // A guest booking carries the guest in `client` too (the spec's shape): isGuestBooking tells them apart.
  const client = appointment.isGuestBooking ? '' : fullName(appointment.client);
  if (client) return client;
  const guest = fullName(appointment.guestInfo ?? appointment.client);
  if (guest) return admin.calendar.card.guest(guest);
  if (appointment.clientNickname) return admin.calendar.card.nickname(appointment.clientNickname);
  return admin.common.unknown;
}

export function clientContact(appointment: Appointment): string | null {
  const person = appointment.client ?? appointment.guestInfo;
  return formatPhone(person?.phone) || person?.email || null;
}

export function barberLabel(appointment: Appointment): string {
  return fullName(appointment.barber) || admin.common.unknown;
}

/** A guest books without an account, so nobody is recorded: the guest booked it themselves. */
export function bookedByLabel(appointment: Appointment): string {
  const name = fullName(appointment.bookedBy);
  if (name) return name;
  return appointment.isGuestBooking ? admin.calendar.kinds.guest : admin.common.unknown;
}

export function kindLabel(appointment: Appointment): string {
  if (appointment.isAdminBooking) return admin.calendar.kinds.admin;
  if (appointment.isGuestBooking) return admin.calendar.kinds.guest;
  return admin.calendar.kinds.online;
}

/** "HH:mm" when the appointment ends; an appointment running past midnight does not exist in this shop. */
export function endTime(appointment: Pick<Appointment, 'time' | 'duration'>): string {
  const end = timeToMinutes(appointment.time) + appointment.duration;
  return minutesToTime(Math.min(end, 1439));
}

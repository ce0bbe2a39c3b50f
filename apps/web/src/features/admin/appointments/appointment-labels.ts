import { minutesToTime, timeToMinutes } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { formatPhone } from '../../../lib/format';
import { admin } from '../../../i18n/admin';

type Person = { firstName: string; lastName: string } | null | undefined;

const fullName = (person: Person) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

/** The customer as the server names them (account, guest or phone booking); nobody named is "Sconosciuto". */
export function clientLabel(appointment: Appointment): string {
  const { name, kind } = appointment.customer;
  if (!name) return admin.common.unknown;
  if (kind === 'guest') return admin.calendar.card.guest(name);
  if (kind === 'phone') return admin.calendar.card.nickname(name);
  return name;
}

/** How to reach the customer: the phone as '+41 79 555 10 03', else the email. */
export function clientContact(appointment: Appointment): string | null {
  const { phone, email } = appointment.customer;
  return formatPhone(phone) || email || null;
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

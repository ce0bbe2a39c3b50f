import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { AdminWaitingEntry, WaitingEntry } from '@barber/shared/contract/waiting-list';
import type { AppContext } from '../../infra/context';
import { offerTokenFor } from './offer-token';
import type { EntryDetails } from './repo';

const person = (p: { id: string | null; firstName: string | null; lastName: string | null } | null) =>
  p?.id ? { _id: p.id, firstName: p.firstName ?? '', lastName: p.lastName ?? '' } : null;

function offerOf(row: EntryDetails, timeZone: string) {
  const { offer } = row;
  const barber = person(row.offerBarber);
  if (!offer?.id || !offer.startsAt || !offer.offeredUntil || !barber) return null;
  const local = utcToZoned(offer.startsAt, timeZone);
  return { id: offer.id, date: local.date, time: local.time, offeredUntil: offer.offeredUntil.toISOString(), barber };
}

function baseOf(row: EntryDetails) {
  const e = row.entry;
  return {
    _id: e.id,
    service: row.service.name,
    serviceId: row.service.id,
    status: e.status,
    preferredDays: e.preferredDays,
    preferredTimeSlots: e.preferredTimeSlots,
    preferredBarber: person(row.barber),
    notes: e.notes,
    requestDate: e.createdAt.toISOString(),
    expiryDate: e.expiresAt.toISOString(),
  };
}

/** The owner's view: the open offer carries its one-tap link's token. */
export function toEntryDto(ctx: AppContext, row: EntryDetails, timeZone: string): WaitingEntry {
  const offer = offerOf(row, timeZone);
  const { id, ...rest } = offer ?? { id: '' };
  return { ...baseOf(row), offer: offer ? { ...(rest as Omit<typeof offer, 'id'>), token: offerTokenFor(ctx, id) } : null };
}

/** The admin's view: the client's contact, the offer without its link (it books for the customer only). */
export function toAdminEntryDto(row: EntryDetails, timeZone: string): AdminWaitingEntry {
  const offer = offerOf(row, timeZone);
  return {
    ...baseOf(row),
    client: { firstName: row.client.firstName, lastName: row.client.lastName, email: row.client.email, phone: row.client.phone },
    offer: offer ? { date: offer.date, time: offer.time, offeredUntil: offer.offeredUntil, barber: offer.barber } : null,
  };
}

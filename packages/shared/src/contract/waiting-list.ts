import { z } from 'zod';
import { WAITING_STATUSES, WAITING_TIME_SLOTS } from '../domain/waiting-list';
import { WEEKDAYS } from '../domain/zoned-time';
import { Id } from '../schemas/common';
import { line, multiLine } from '../schemas/text';
import type { ContractRoute } from './define';
import { waitingListRoutes as r } from './waiting-list-routes';

export const WaitingStatus = z.enum(WAITING_STATUSES);
export const WaitingTimeSlot = z.enum(WAITING_TIME_SLOTS, { error: 'Fascia oraria non valida' });
export const WaitingDay = z.enum(WEEKDAYS, { error: 'Giorno non valido' });

/**
 * The spec's create payload: preferredBarber (a barber id; empty, null or 'any' for any barber offering the
 * service), service (its name, as the spec's form sends it) or serviceId, preferredDays, preferredTimeSlots, notes.
 */
export const CreateWaitingEntryRequest = z
  .object({
    preferredBarber: z
      .union([Id, z.literal(''), z.literal('any'), z.null()], { error: 'Seleziona un barbiere' })
      .optional(),
    service: line(z.string({ error: 'Seleziona un servizio' }).trim().max(120, { error: 'Servizio non valido' })).optional(),
    serviceId: Id.optional(),
    preferredDays: z.array(WaitingDay, { error: 'Giorni preferiti non validi' }).max(7).default([]),
    preferredTimeSlots: z.array(WaitingTimeSlot, { error: 'Fasce orarie non valide' }).max(3).default([]),
    notes: multiLine(
      z.string({ error: 'Note non valide' }).trim().max(500, { error: 'Le note possono avere al massimo 500 caratteri' }),
    ).nullish(),
  })
  .refine((b) => !!b.serviceId || !!b.service, { error: 'Seleziona un servizio', path: ['service'] });
export type CreateWaitingEntryRequest = z.input<typeof CreateWaitingEntryRequest>;

const PersonRef = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

/** The offer an entry holds now (status notified): the held slot and the one-tap link's token. */
export const WaitingOfferSummary = z.object({
  token: z.string(),
  date: z.string(),
  time: z.string(),
  offeredUntil: z.string(),
  barber: PersonRef,
});

/** 001 section 3, plus ids, expiry and the current offer (additive). */
export const WaitingEntry = z.object({
  _id: z.string(),
  service: z.string(),
  serviceId: z.string(),
  status: WaitingStatus,
  preferredDays: z.array(z.string()),
  preferredTimeSlots: z.array(z.string()),
  /** null: any barber. */
  preferredBarber: PersonRef.nullable(),
  notes: z.string().nullable(),
  requestDate: z.string(),
  expiryDate: z.string(),
  offer: WaitingOfferSummary.nullable(),
});
export type WaitingEntry = z.infer<typeof WaitingEntry>;

/** 002 section 3: the admin's view adds the client's contact. */
export const AdminWaitingEntry = WaitingEntry.omit({ offer: true }).extend({
  client: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }),
  offer: WaitingOfferSummary.omit({ token: true }).nullable(),
});
export type AdminWaitingEntry = z.infer<typeof AdminWaitingEntry>;

export const WaitingEntryCreated = z.object({ success: z.literal(true), message: z.string(), data: WaitingEntry });
export const WaitingEntryList = z.array(WaitingEntry);
export const AdminWaitingEntryList = z.array(AdminWaitingEntry);
export const WaitingEntryDeleted = z.object({ success: z.literal(true), message: z.string() });

export const AdminWaitingQuery = z.object({
  status: WaitingStatus.optional(),
  barberId: Id.optional(),
});

export const WaitingOfferParams = z.object({ token: z.string() });
export const WaitingEntryParams = z.object({ id: Id });

/**
 * The offer page: the held slot and where it stands. open: held for this person until offeredUntil; booked: they
 * took it; expired: the 30 minutes ran out (the slot went on); taken: the slot is no longer held (withdrawn).
 */
export const WaitingOfferState = z.enum(['open', 'booked', 'expired', 'taken']);
export const WaitingOffer = z.object({
  state: WaitingOfferState,
  firstName: z.string(),
  service: z.string(),
  duration: z.number(),
  price: z.number(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  offeredUntil: z.string(),
  barber: PersonRef,
  /** Once booked: the appointment's id. */
  appointmentId: z.string().nullable(),
});
export type WaitingOffer = z.infer<typeof WaitingOffer>;
export const WaitingOfferResponse = z.object({ success: z.literal(true), data: WaitingOffer, message: z.string().optional() });

const offerNotFound = 'An unknown, forged or malformed token: 404 WAITING_OFFER_NOT_FOUND (rate-limited like the public forms).';

/** The waiting-list routes with their schemas (see contract.ts). */
export const waitingListContract = {
  waitingListCreate: {
    ...r.waitingListCreate,
    tags: ['waiting-list'],
    description:
      "Adds a request to the caller's waiting list: a barber (or any barber) offering the service, preferred days " +
      'and time slots (empty: any), notes. It waits 30 days, or until none of its days is left; when a matching ' +
      'slot frees, it is held for the oldest matching request for 30 minutes and offered by email and SMS.',
    body: CreateWaitingEntryRequest,
    response: WaitingEntryCreated,
    status: 201,
  },
  waitingListMine: {
    ...r.waitingListMine,
    tags: ['waiting-list'],
    description: "The caller's own entries, the newest first, as a bare list (the spec's shape).",
    response: WaitingEntryList,
  },
  waitingListDelete: {
    ...r.waitingListDelete,
    tags: ['waiting-list'],
    description:
      "Removes one of the caller's own entries (a slot it holds is passed on). Someone else's entry: 403 " +
      "'Non hai i permessi per eliminare questa richiesta'; none: 404 'Richiesta non trovata'.",
    params: WaitingEntryParams,
    response: WaitingEntryDeleted,
  },
  waitingListAll: {
    ...r.waitingListAll,
    tags: ['waiting-list'],
    description: 'Every entry for the admin, oldest first (the hand-over order), filtered by status and barber. Needs an active plan.',
    query: AdminWaitingQuery,
    response: AdminWaitingEntryList,
  },
  waitingListOffer: {
    ...r.waitingListOffer,
    tags: ['waiting-list'],
    description: `The offer of a freed slot, as its one-tap link shows it. ${offerNotFound}`,
    params: WaitingOfferParams,
    response: WaitingOfferResponse,
  },
  waitingListOfferBook: {
    ...r.waitingListOfferBook,
    tags: ['waiting-list'],
    description:
      'Books the held slot for the person it was offered to (the held appointment is confirmed, the entry becomes ' +
      'booked). Again after booking: the same answer. Too late: 410 WAITING_OFFER_EXPIRED; the slot no longer held: ' +
      `409 WAITING_OFFER_TAKEN. ${offerNotFound}`,
    params: WaitingOfferParams,
    response: WaitingOfferResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

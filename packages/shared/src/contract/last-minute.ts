import { z } from 'zod';
import { Id } from '../schemas/common';
import type { ContractRoute } from './define';
import { lastMinuteRoutes as r } from './last-minute-routes';

export const LastMinuteOfferParams = z.object({ token: z.string().max(100) });

/**
 * The offer page. open: the time is still free and can be booked with one tap; booked: this person took it; taken:
 * someone else did first ('già prenotato'), with other free times of that day; expired: its start is too close.
 */
export const LastMinuteOfferState = z.enum(['open', 'booked', 'taken', 'expired']);
export const LastMinuteOffer = z.object({
  state: LastMinuteOfferState,
  firstName: z.string(),
  service: z.string(),
  duration: z.number(),
  price: z.number(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  barber: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  /** When taken or expired: other free start times (HH:MM) of that barber for that service, today and tomorrow. */
  alternatives: z.array(z.object({ date: z.string(), time: z.string() })),
  /** Whether this person still receives last-minute offers (the page's 'no more offers' shows the other way). */
  subscribed: z.boolean(),
});
export type LastMinuteOffer = z.infer<typeof LastMinuteOffer>;
export const LastMinuteOfferResponse = z.object({ success: z.literal(true), data: LastMinuteOffer, message: z.string().optional() });

export const LastMinuteChoice = z.strictObject({ enabled: z.boolean({ error: 'Indica se vuoi ricevere le offerte' }) });
export type LastMinuteChoice = z.infer<typeof LastMinuteChoice>;
export const LastMinuteChoiceResponse = z.object({ success: z.literal(true), data: LastMinuteChoice, message: z.string().optional() });

export const LastMinuteSettings = z.strictObject({ enabled: z.boolean({ error: 'Indica se il riempimento è attivo' }) });
export const LastMinuteSettingsResponse = z.object({
  success: z.literal(true),
  data: z.object({ enabled: z.boolean() }),
  message: z.string().optional(),
});

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });

/** Demo only: past visits (completed appointments this many days ago) for an account, so a journey has a regular. */
export const PastVisitsRequest = z.strictObject({
  email: z.string({ error: "L'email è obbligatoria" }).email({ error: 'Email non valida' }),
  barberId: Id,
  serviceId: Id,
  daysAgo: z.array(z.number({ error: 'Giorni non validi' }).int().min(1).max(400)).min(1).max(12),
});

/** The last-minute routes with their schemas (see contract.ts). */
export const lastMinuteContract = {
  lastMinuteOffer: {
    ...r.lastMinuteOffer,
    tags: ['last-minute'],
    description: 'The offer of a freed time by the token of its one-tap link, and where it stands. Unknown token: 404.',
    params: LastMinuteOfferParams,
    response: LastMinuteOfferResponse,
  },
  lastMinuteOfferBook: {
    ...r.lastMinuteOfferBook,
    tags: ['last-minute'],
    description:
      'The one tap: books the offered time, first come first served through the no-overlap constraint. Booked ' +
      "already by this person: the same answer. Someone was first: 409 ('già prenotato'); its start too close: 410.",
    params: LastMinuteOfferParams,
    response: LastMinuteOfferResponse,
  },
  lastMinuteOfferStop: {
    ...r.lastMinuteOfferStop,
    tags: ['last-minute'],
    description: "The link's opt-out: this person receives no more last-minute offers (the profile can turn them on again).",
    params: LastMinuteOfferParams,
    response: MessageResponse,
  },
  lastMinuteChoice: {
    ...r.lastMinuteChoice,
    tags: ['last-minute'],
    description: 'Whether the signed-in customer receives last-minute offers.',
    response: LastMinuteChoiceResponse,
  },
  lastMinuteChoiceUpdate: {
    ...r.lastMinuteChoiceUpdate,
    tags: ['last-minute'],
    description: 'The customer turns last-minute offers on or off.',
    body: LastMinuteChoice,
    response: LastMinuteChoiceResponse,
  },
  lastMinuteSettings: {
    ...r.lastMinuteSettings,
    tags: ['last-minute'],
    description: "Whether the shop offers freed times to due regulars (off in a new shop).",
    response: LastMinuteSettingsResponse,
  },
  lastMinuteSettingsUpdate: {
    ...r.lastMinuteSettingsUpdate,
    tags: ['last-minute'],
    description: 'The owner turns the last-minute fill on or off.',
    body: LastMinuteSettings,
    response: LastMinuteSettingsResponse,
  },
  devPastVisits: {
    ...r.devPastVisits,
    tags: ['dev'],
    description: 'Demo mode only: completed past visits for an account, so a browser journey has a regular who is due.',
    body: PastVisitsRequest,
    response: MessageResponse,
    status: 201,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

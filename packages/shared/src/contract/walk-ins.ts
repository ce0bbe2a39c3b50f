import { z } from 'zod';
import { WALK_IN_STATUSES } from '../domain/walk-ins';
import { GuestPhone } from '../schemas/appointments';
import { Id, PersonName } from '../schemas/common';
import type { ContractRoute } from './define';
import { walkInsRoutes as r } from './walk-ins-routes';

export const WalkInStatus = z.enum(WALK_IN_STATUSES, { error: 'Stato non valido' });

/** At the door or at the counter: a first name, a phone for the 'tocca a te' SMS, a service, optionally a barber. */
export const CreateWalkInRequest = z.strictObject({
  firstName: PersonName('Il nome'),
  phone: GuestPhone,
  serviceId: z.string({ error: 'Seleziona un servizio' }).uuid({ error: 'Seleziona un servizio' }),
  /** Null, empty or left out: whoever is free first. */
  barberId: z.union([Id, z.literal(''), z.null()], { error: 'Barbiere non valido' }).optional(),
});
export type CreateWalkInRequest = z.input<typeof CreateWalkInRequest>;

/** One person in the public queue: first names only, never a phone or a surname. */
export const QueuedWalkIn = z.object({
  _id: z.string(),
  firstName: z.string(),
  service: z.string(),
  status: WalkInStatus,
  /** 1 for the next one; null once in service. */
  position: z.number().int().nullable(),
  /** Minutes until their expected start; null when no chair has room for them today or once in service. */
  waitMinutes: z.number().int().nullable(),
  /** The barber asked for or serving them, by first name. */
  barber: z.object({ _id: z.string(), firstName: z.string() }).nullable(),
});
export type QueuedWalkIn = z.infer<typeof QueuedWalkIn>;

export const WalkInQueue = z.object({
  enabled: z.boolean(),
  /** The wait someone arriving now would have; null when closed or no chair has room today. */
  currentWaitMinutes: z.number().int().nullable(),
  /** In service first, then the queue in order. */
  entries: z.array(QueuedWalkIn),
});
export type WalkInQueue = z.infer<typeof WalkInQueue>;
export const WalkInQueueResponse = z.object({ success: z.literal(true), data: WalkInQueue });

export const WalkInCreated = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    token: z.string(),
    position: z.number().int(),
    estimatedWaitMinutes: z.number().int().nullable(),
  }),
});

/** The customer's own page: where they stand now. */
export const WalkInView = QueuedWalkIn.extend({ serviceDuration: z.number().int() });
export type WalkInView = z.infer<typeof WalkInView>;
export const WalkInViewResponse = z.object({ success: z.literal(true), data: WalkInView });

export const WalkInTokenParams = z.object({ token: z.string().max(100) });
export const WalkInIdParams = z.object({ id: Id });

export const WalkInStatusRequest = z.strictObject({
  status: WalkInStatus,
  /** The chair that calls or starts them (the panel's barber); without it their own barber or the caller's. */
  barberId: Id.optional(),
});
export type WalkInStatusRequest = z.input<typeof WalkInStatusRequest>;
export const WalkInStatusResponse = z.object({ success: z.literal(true), message: z.string(), data: QueuedWalkIn });

export const WalkInSettingsRequest = z.strictObject({ enabled: z.boolean({ error: 'Indica se la coda è attiva' }) });
export const WalkInSettingsResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ enabled: z.boolean() }) });

/** The walk-in routes with their schemas (see contract.ts). */
export const walkInsContract = {
  walkInCreate: {
    ...r.walkInCreate,
    tags: ['walk-ins'],
    description:
      'Joins the queue (public: the QR code at the door; staff: at the counter). 201 with the id, the token of the ' +
      "customer's page, the position and the estimated wait from the calendar (null when no chair has room today). " +
      'Queue closed: 409. Rate-limited like the other public forms.',
    body: CreateWalkInRequest,
    response: WalkInCreated,
    status: 201,
  },
  walkInQueue: {
    ...r.walkInQueue,
    tags: ['walk-ins'],
    description: 'The queue as the screen and the home page show it: first names, services, positions and waits; no phone or surname.',
    response: WalkInQueueResponse,
  },
  walkInView: {
    ...r.walkInView,
    tags: ['walk-ins'],
    description: "The customer's own place by the token their page holds. Unknown token: 404.",
    params: WalkInTokenParams,
    response: WalkInViewResponse,
  },
  walkInStatus: {
    ...r.walkInStatus,
    tags: ['walk-ins'],
    description:
      "Staff: 'Chiama il prossimo' (called, with the 'tocca a te' SMS), 'Inizia' (in_service: the barber's time is " +
      "held like an appointment's, 409 when a booking is in the way), 'Fatto' (done), 'Non presente' (no_show). " +
      'A transition the queue does not allow: 409.',
    params: WalkInIdParams,
    body: WalkInStatusRequest,
    response: WalkInStatusResponse,
  },
  walkInSettings: {
    ...r.walkInSettings,
    tags: ['walk-ins'],
    description: 'The owner opens or closes the walk-in queue (closed in a new shop).',
    body: WalkInSettingsRequest,
    response: WalkInSettingsResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

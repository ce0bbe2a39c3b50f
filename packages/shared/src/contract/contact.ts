import { z } from 'zod';
import {
  CONSULTATION_SERVICE_KEYS,
  CONSULTATION_TIMES,
  CONTACT_KINDS,
  DEMO_INTEREST,
} from '../domain/contact';
import { GuestPhone } from '../schemas/appointments';
import { DateString, Email, Id } from '../schemas/common';
import { line, multiLine, trap } from '../schemas/text';
import type { ContractRoute } from './define';
import { contactRoutes as r } from './contact-routes';
import { Plan } from './subscriptions';

/**
 * POST /contact (001 section 7, issue 15 item 4, ADR 0025): a demo request from the marketing page or a free
 * consultation request. The spec's demo client sends name, email, phone, interest and message without `kind`:
 * that shape is read as a demo. Italian messages are the spec's where it has them (section 5).
 */

const PersonName = line(
  z
    .string({ error: 'Il nome è obbligatorio' })
    .trim()
    .min(1, { error: 'Il nome è obbligatorio' })
    .min(2, { error: 'Nome troppo corto' })
    .max(100, { error: 'Nome troppo lungo (massimo 100 caratteri)' }),
);

const Message = multiLine(
  z.string({ error: 'Messaggio non valido' }).trim().max(2000, { error: 'Il messaggio può avere al massimo 2000 caratteri' }),
);

/** An empty email field is no email (the consultation's is optional). */
const OptionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  Email.optional(),
);

/** Hidden from people (off-screen, not focusable): only bots fill it. A filled one is answered as sent and dropped. */
const Honeypot = trap(z.string({ error: 'Valore non valido' }).max(500, { error: 'Valore non valido' })).optional();

export const PRIVACY_REQUIRED = "Per inviare la richiesta devi accettare l'informativa sulla privacy";

export const DemoContactRequest = z
  .object({
    /** Omitted by the spec's client: a request without kind is a demo request. */
    kind: z.literal('demo').optional(),
    name: PersonName,
    email: Email,
    phone: GuestPhone,
    salonName: line(
      z
        .string({ error: 'Nome del salone non valido' })
        .trim()
        .max(120, { error: 'Nome del salone troppo lungo (massimo 120 caratteri)' }),
    ).optional(),
    interest: line(z.string({ error: 'Interesse non valido' }).trim().max(60, { error: 'Interesse non valido' })).optional(),
    message: Message.optional(),
    /**
     * The privacy checkbox (001 section 5: required). Our form always sends it; the spec's client checks it
     * before sending and omits the field, so it is required only with an explicit kind.
     */
    privacyAccepted: z.boolean({ error: PRIVACY_REQUIRED }).optional(),
    website: Honeypot,
  })
  .refine((b) => b.privacyAccepted !== false && (b.kind === undefined || b.privacyAccepted === true), {
    error: PRIVACY_REQUIRED,
    path: ['privacyAccepted'],
  });
export type DemoContactRequest = z.input<typeof DemoContactRequest>;

export const ConsultationContactRequest = z.object({
  kind: z.literal('consultation'),
  service: z.enum(CONSULTATION_SERVICE_KEYS, { error: 'Scegli un servizio' }),
  /** "YYYY-MM-DD", from today (the shop's time zone; checked by the server). */
  date: DateString,
  time: z.enum(CONSULTATION_TIMES as [string, ...string[]], { error: 'Scegli un orario tra quelli proposti' }),
  name: PersonName,
  phone: GuestPhone,
  email: OptionalEmail,
  message: Message.optional(),
  website: Honeypot,
});
export type ConsultationContactRequest = z.input<typeof ConsultationContactRequest>;

export const ContactRequest = z.discriminatedUnion('kind', [DemoContactRequest, ConsultationContactRequest], {
  error: 'Tipo di richiesta non valido',
});
export type ContactRequest = z.input<typeof ContactRequest>;

export const ContactKind = z.enum(CONTACT_KINDS, { error: 'Tipo di richiesta non valido' });

/** A stored request as the admin's 'Richieste' list shows it. */
export const ContactRequestItem = z.object({
  _id: z.string(),
  kind: ContactKind,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  salonName: z.string().nullable(),
  interest: z.string().nullable(),
  /** Consultation: the service key and its label, the wished date and time. */
  service: z.string().nullable(),
  serviceLabel: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  message: z.string(),
  privacyAccepted: z.boolean(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactRequestItem = z.infer<typeof ContactRequestItem>;

export const ContactCreated = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), kind: ContactKind, createdAt: z.string() }),
});

export const ContactRequestsQuery = z.object({
  kind: ContactKind.optional(),
  status: z.enum(['open', 'handled'], { error: 'Stato non valido' }).optional(),
  page: z.coerce.number({ error: 'Pagina non valida' }).int({ error: 'Pagina non valida' }).min(1, { error: 'Pagina non valida' }).max(100_000, { error: 'Pagina non valida' }).default(1),
  limit: z.coerce.number({ error: 'Limite non valido' }).int({ error: 'Limite non valido' }).min(1, { error: 'Limite non valido' }).max(100, { error: 'Limite non valido (massimo 100)' }).default(20),
});

export const ContactRequestsResponse = z.object({
  success: z.literal(true),
  data: z.array(ContactRequestItem),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), pages: z.number().int(), limit: z.number().int() }),
  /** Requests not yet handled, whatever the filter (the tab's badge). */
  open: z.number().int(),
});
export type ContactRequestsResponse = z.infer<typeof ContactRequestsResponse>;

export const ContactRequestParams = z.object({ id: Id });
export const ContactHandledRequest = z.object({ handled: z.boolean({ error: 'Indica se la richiesta è gestita' }) });
export const ContactHandledResponse = z.object({ success: z.literal(true), message: z.string(), data: ContactRequestItem });

/** The public plans (pricing of the marketing page): the active ones, sorted by sortOrder. */
export const ContactPlansResponse = z.object({ success: z.literal(true), data: z.array(Plan) });

/** The contact routes with their schemas (see contract.ts). */
export const contactContract = {
  contactCreate: {
    ...r.contactCreate,
    tags: ['contact'],
    description:
      `A demo request (kind 'demo', or no kind: the spec's shape; interest defaults to '${DEMO_INTEREST}') or a ` +
      "free consultation (kind 'consultation': service, date from today in the shop's time zone, a preset time " +
      'slot, name, phone, optional email). Stored, emailed to the shop (its address, else every admin) and ' +
      'confirmed to the sender when an email is given. Limited per address (429 RATE_LIMITED). A filled honeypot ' +
      '(website) is answered as sent and dropped.',
    body: ContactRequest,
    response: ContactCreated,
    status: 201,
  },
  contactPlans: {
    ...r.contactPlans,
    tags: ['contact'],
    description: "The active subscription plans, read-only, for the marketing page's pricing.",
    response: ContactPlansResponse,
  },
  contactRequests: {
    ...r.contactRequests,
    tags: ['contact'],
    description: 'The requests, newest first, paginated, filtered by kind and by status (open or handled).',
    query: ContactRequestsQuery,
    response: ContactRequestsResponse,
  },
  contactRequestHandled: {
    ...r.contactRequestHandled,
    tags: ['contact'],
    description: "Marks a request handled (or open again). Unknown id: 404 'Richiesta non trovata'.",
    params: ContactRequestParams,
    body: ContactHandledRequest,
    response: ContactHandledResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

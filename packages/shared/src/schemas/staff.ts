/**
 * Barber and service management (admin panel, barber panel; spec 002 sections 3, 5, 7). Routes -> schemas:
 *   GET    /api/barbers                          anyone   -> BarberDirectoryResponse (catalog.ts; a bare list: the
 *                                                         admin gets the staff view with inactive ones, others the public list)
 *   GET    /api/admin/barbers                    admin               -> BarberListResponse (inactive included)
 *   GET    /api/barbers/:id                      any logged-in user  -> BarberViewResponse (staff view for the admin and
 *                                                         that barber, the public view for others)
 *   GET    /api/barbers/find-by-email?email      admin, the barber with that email  FindBarberByEmailQuery -> BarberResponse
 *   POST   /api/barbers                          admin    CreateBarberRequest -> CreateBarberResponse (201)
 *   PUT    /api/barbers/:id                      admin, that barber  UpdateBarberProfileRequest -> BarberResponse
 *   PUT    /api/barbers/:id/working-hours        admin, that barber  UpdateWorkingHoursRequest -> BarberResponse
 *   PUT    /api/barbers/:id/vacations            admin, that barber  UpdateVacationsRequest -> BarberResponse
 *   PUT    /api/barbers/:id/services             admin, that barber  UpdateBarberServicesRequest -> BarberResponse
 *   DELETE /api/barbers/:id                      admin    -> DeactivateBarberResponse
 *   POST   /api/notifications/schedule-update    admin, that barber  ScheduleUpdateRequest -> MessageResponse
 *   GET    /api/admin/services                   admin    -> AdminServiceListResponse (inactive included)
 *   POST   /api/admin/services                   admin    ServiceRequest -> ServiceResponse (201)
 *   PUT    /api/admin/services/:id               admin    UpdateServiceRequest -> ServiceResponse
 *   DELETE /api/admin/services/:id               admin    -> DeleteServiceResponse
 */
import { z } from 'zod';
import { normalizePhone } from '../domain/phone';
import { WorkingHoursSchema } from '../domain/working-hours';
import { isDate } from '../domain/zoned-time';
import { Appointment } from './appointments';
import { Barber, BarberPublic, Service } from './catalog';
import { Email, Id, PersonName, dateField, ok } from './common';
import { PASSWORD_MIN } from './auth';
import { updateBody } from './update-body';
import { line, multiLine, opaque } from './text';

// The messages live in a module of their own (no zod): the web's staff catalogue reads them (ADR 0061).
import { STAFF_MESSAGES } from './staff-messages';
export { STAFF_MESSAGES };

/** After normalisation (spec 002 section 5): + then 10 to 15 digits, the profile's international format. */
const INTERNATIONAL_PHONE = /^\+\d{10,15}$/;

/** Barber phone: required, normalised (+ kept, 00 -> +, 0 -> +41, otherwise +41 prefixed), then checked. */
export const BarberPhone = (requiredMessage: string = STAFF_MESSAGES.phoneRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .transform(normalizePhone)
    .refine((p) => INTERNATIONAL_PHONE.test(p), { error: STAFF_MESSAGES.profilePhone });

/** Left out: unchanged (undefined); "" or null: cleared. */
export const OptionalBio = multiLine(z.string().trim().max(1000, { error: 'La biografia è troppo lunga' }))
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * Vacation periods as the editors send them. Rows with an empty date are dropped (spec: saved vacations with
 * an empty date are dropped); the end must not be before the start. "Start at least today" applies to new
 * periods only and needs the clock, so the server checks it. A date-time (the original client's date picker)
 * reaches this schema already read on the shop's clock (dateField, ADR 0035).
 */
const VacationRow = z.object({
  startDate: dateField(line(z.string().trim())).nullish(),
  endDate: dateField(line(z.string().trim())).nullish(),
});
const DateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data non valida (formato AAAA-MM-GG)' })
  .refine(isDate, { error: 'Data non valida' });
export const VacationsInput = z
  .array(VacationRow)
  .max(100)
  .transform((rows) =>
    rows
      .filter((r): r is { startDate: string; endDate: string } => !!r.startDate && !!r.endDate)
      .map((r) => ({ startDate: r.startDate, endDate: r.endDate })),
  )
  .pipe(
    z.array(
      z
        .object({ startDate: DateOnly, endDate: DateOnly })
        .refine((v) => v.endDate >= v.startDate, { error: STAFF_MESSAGES.vacationOrder, path: ['endDate'] }),
    ),
  );

/**
 * The services a barber offers: the spec's clients send their names, our forms their ids; both are accepted
 * and the server resolves each to an active service.
 */
const ServiceRefs = z.array(line(z.string().trim().min(1, { error: 'Servizio non valido' }).max(120))).max(100);

export const BarberListResponse = ok(z.array(Barber));
export const BarberResponse = ok(Barber);
/** POST /barbers: the spec's client reads `_id` (or `id`) of the answer, so the barber is at the top level. */
export const CreateBarberResponse = Barber.extend({ success: z.literal(true), message: z.string() });
export type CreateBarberResponse = z.infer<typeof CreateBarberResponse>;

/** GET /barbers/:id: the staff view for the admin and the barber themselves, the public view for other users. */
export const BarberViewResponse = ok(z.union([Barber, BarberPublic]));

export const FindBarberByEmailQuery = z.object({ email: Email });

/**
 * Creates a barber record. The account link: when a user with this email exists it is linked (and made a
 * barber if it was a client); with createAccount and a password a new barber account is created; otherwise
 * the record has no login until one is linked.
 */
export const CreateBarberRequest = z
  .strictObject({
    firstName: PersonName('Il nome'),
    lastName: PersonName('Il cognome'),
    email: Email,
    phone: BarberPhone(),
    bio: OptionalBio,
    services: ServiceRefs.default([]),
    vacations: VacationsInput.default([]),
    workingHours: WorkingHoursSchema.optional(),
    createAccount: z.boolean().default(false),
    password: opaque(
      z
        .string()
        .min(PASSWORD_MIN, { error: `La password deve essere di almeno ${PASSWORD_MIN} caratteri` })
        .max(200),
    ).optional(),
  })
  .refine((v) => !v.createAccount || !!v.password, { error: 'La password è obbligatoria', path: ['password'] });
export type CreateBarberRequest = z.input<typeof CreateBarberRequest>;

const ProfileName = line(
  z
    .string({ error: STAFF_MESSAGES.profileRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.profileRequired })
    .max(60, { error: 'Il nome è troppo lungo' }),
);

/**
 * The barber profile form (admin edit and the barber's own 'Profilo'); the spec's profile messages. The barber's
 * other fields (hours, vacations, services) are saved by their own routes: sent here with the whole record they
 * are ignored (updateBody).
 */
export const UpdateBarberProfileRequest = updateBody({
  firstName: ProfileName,
  lastName: ProfileName,
  email: z
    .string({ error: STAFF_MESSAGES.profileRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: STAFF_MESSAGES.profileRequired })
    .pipe(z.email({ error: STAFF_MESSAGES.profileEmail }).max(254)),
  phone: BarberPhone(STAFF_MESSAGES.profileRequired),
  bio: OptionalBio,
  /** Admin only: re-activates (or deactivates) the record; a barber sending it gets 403. */
  isActive: z.boolean().optional(),
}, Barber);
export type UpdateBarberProfileRequest = z.input<typeof UpdateBarberProfileRequest>;

export const UpdateWorkingHoursRequest = updateBody({ workingHours: WorkingHoursSchema }, Barber);
export type UpdateWorkingHoursRequest = z.input<typeof UpdateWorkingHoursRequest>;

export const UpdateVacationsRequest = updateBody(
  {
    vacations: VacationsInput,
    /**
     * Saves a new period even over booked appointments (issue 27 item 2): without it such a period is refused
     * with 409 VACATION_CONFLICT listing them, so nobody is left booked inside a vacation unawares.
     */
    confirmConflicts: z.boolean().optional(),
  },
  Barber,
);
export type UpdateVacationsRequest = z.input<typeof UpdateVacationsRequest>;

export const UpdateBarberServicesRequest = updateBody(
  { services: ServiceRefs.min(1, { error: STAFF_MESSAGES.servicesRequired }) },
  Barber,
);
export type UpdateBarberServicesRequest = z.input<typeof UpdateBarberServicesRequest>;

/** Deactivation keeps history; future active appointments stay booked and are counted for the admin to handle. */
export const DeactivateBarberResponse = ok(
  z.object({ _id: z.string(), isActive: z.literal(false), futureAppointments: z.number().int() }),
);

export const ScheduleUpdateRequest = z.strictObject({ barberId: Id });
export type ScheduleUpdateRequest = z.input<typeof ScheduleUpdateRequest>;

// Number inputs may arrive as strings from plain forms; "" means missing.
const numberInput = (required: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ error: required }));

export const SERVICE_MESSAGES = {
  nameRequired: 'Il nome del servizio è obbligatorio',
  priceRequired: 'Il prezzo è obbligatorio',
  priceNegative: 'Il prezzo non può essere negativo',
  priceStep: 'Il prezzo può avere al massimo 2 decimali',
  durationRequired: 'La durata è obbligatoria',
  durationPositive: 'La durata deve essere di almeno 1 minuto',
  durationInteger: 'La durata deve essere un numero intero di minuti',
} as const;

const ServiceFields = {
  name: line(
    z
      .string({ error: SERVICE_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: SERVICE_MESSAGES.nameRequired })
      .max(120, { error: 'Il nome del servizio è troppo lungo' }),
  ),
  price: numberInput(SERVICE_MESSAGES.priceRequired).pipe(
    z
      .number()
      .min(0, { error: SERVICE_MESSAGES.priceNegative })
      .max(10_000)
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: SERVICE_MESSAGES.priceStep }),
  ),
  duration: numberInput(SERVICE_MESSAGES.durationRequired).pipe(
    z
      .number()
      .int({ error: SERVICE_MESSAGES.durationInteger })
      .min(1, { error: SERVICE_MESSAGES.durationPositive })
      .max(480, { error: 'La durata non può superare 480 minuti' }),
  ),
  description: multiLine(z.string().trim().max(1000, { error: 'La descrizione è troppo lunga' }))
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const ServiceRequest = z.strictObject(ServiceFields);
export type ServiceRequest = z.input<typeof ServiceRequest>;
/** isActive re-activates (or hides) a service without deleting it. The whole service read may be sent back. */
export const UpdateServiceRequest = updateBody({ ...ServiceFields, isActive: z.boolean().optional() }, Service);
export type UpdateServiceRequest = z.input<typeof UpdateServiceRequest>;

/** GET /admin/services: not in the spec's tables, so the project's envelope. */
export const AdminServiceListResponse = ok(z.array(Service));
export const ServiceResponse = ok(Service);
/** outcome 'deleted': removed for good; 'deactivated': appointments reference it, so it is only hidden. */
export const DeleteServiceResponse = ok(
  z.object({ _id: z.string(), outcome: z.enum(['deleted', 'deactivated']) }),
);

/** 409 VACATION_CONFLICT: the booked appointments (pending or confirmed) inside the new vacation periods. */
export const VacationConflictResponse = z.object({
  success: z.literal(false),
  code: z.literal('VACATION_CONFLICT'),
  message: z.string(),
  conflictingAppointments: z.array(Appointment),
});
export type VacationConflictResponse = z.infer<typeof VacationConflictResponse>;

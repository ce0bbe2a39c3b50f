import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../domain/appointment-rules';
import { CUSTOMER_KINDS } from '../domain/customer';
import { PHONE_MESSAGE, isInternationalPhone, normalizePhone } from '../domain/phone';
import { TIME_PATTERN, WEEKDAYS, isDate } from '../domain/zoned-time';
import { DateString, Email, Id, PersonName, TimeString, dateField, ok } from './common';
import { Vacation } from './catalog';
import { updateBody } from './update-body';
import { line, multiLine } from './text';
import { PaymentMethod, PaymentStatus } from './payments';
import { SERIES_MESSAGES, SeriesRepeat } from './series';

export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export const PaymentType = z.enum(['in_person', 'online']);

/** One cell of the booking grid. */
export const Slot = z.object({
  time: TimeString,
  available: z.boolean(),
  isBooked: z.boolean(),
  isBreak: z.boolean(),
  isPast: z.boolean(),
  isBlocked: z.boolean(),
});
export type Slot = z.infer<typeof Slot>;

/** Why a day has no slots, so the grid can say 'Il barbiere è in vacanza', '{weekday} chiuso' and so on. */
export const DayStatus = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({ kind: z.literal('closed'), weekday: z.enum(WEEKDAYS) }),
  z.object({ kind: z.literal('vacation'), vacation: Vacation }),
  z.object({ kind: z.literal('no-hours') }),
  z.object({ kind: z.literal('outside-window') }),
]);
export type DayStatus = z.infer<typeof DayStatus>;

const SLOT_PARAMS = 'Parametri mancanti per la richiesta degli slot';
export const AvailableSlotsQuery = z.object({
  barberId: z.string({ error: SLOT_PARAMS }).uuid({ error: SLOT_PARAMS }),
  date: dateField(z.string({ error: SLOT_PARAMS }).refine(isDate, { error: SLOT_PARAMS })),
  duration: z.coerce.number({ error: SLOT_PARAMS }).int({ error: SLOT_PARAMS }).min(5, { error: SLOT_PARAMS }).max(480, { error: SLOT_PARAMS }),
  serviceId: z.string().uuid().optional(),
});
/**
 * The grid of one barber-day as the bare list the spec's clients read (`data.map`); break cells carry isBreak,
 * times are in the shop's time zone. An empty list means the day is not open: the availability calendar (one
 * day) says why.
 */
export const AvailableSlotsResponse = z.array(Slot);
export type AvailableSlotsResponse = z.infer<typeof AvailableSlotsResponse>;

export const AvailabilityCalendarQuery = z.object({
  barberId: AvailableSlotsQuery.shape.barberId,
  duration: AvailableSlotsQuery.shape.duration,
  serviceId: z.string().uuid().optional(),
  from: dateField(z.string().refine(isDate, { error: 'Data non valida' })).optional(),
  days: z.coerce.number().int().min(1).max(31).default(31),
});
export const AvailabilityDay = z.object({
  date: z.string(),
  day: DayStatus,
  /** How many start times are free for the requested duration. */
  available: z.number().int(),
  firstTime: z.string().nullable(),
});
export type AvailabilityDay = z.infer<typeof AvailabilityDay>;
export const AvailabilityCalendarResponse = z.object({
  success: z.literal(true),
  data: z.array(AvailabilityDay),
  timeZone: z.string(),
});
export type AvailabilityCalendarResponse = z.infer<typeof AvailabilityCalendarResponse>;

/**
 * A guest's phone: a Swiss number as written in Switzerland (the form suggests it), or a foreign one with its
 * country prefix (+39 333 123 4567, 0049 ...); stored in E.164.
 */
export const GuestPhone = z
  .string({ error: 'Il telefono è obbligatorio' })
  .trim()
  .min(1, { error: 'Il telefono è obbligatorio' })
  .refine(isInternationalPhone, { error: PHONE_MESSAGE })
  .transform(normalizePhone);

/** Sent by the spec's clients and ignored: the server takes price and duration from the service. */
const IgnoredNumber = z.union([z.number(), line(z.string().max(20))]).nullish();

/**
 * Fields shared by every booking request. The spec's clients send the service by name with its duration and
 * price; the server looks the service up (serviceId preferred) and ignores any client-sent price or duration.
 */
const BookingFields = {
  barberId: Id,
  serviceId: Id.optional(),
  service: line(z.string().trim().min(1).max(120)).optional(),
  date: DateString,
  time: TimeString,
  duration: IgnoredNumber,
  price: IgnoredNumber,
};
const needsService = (v: { serviceId?: string | undefined; service?: string | undefined }) => !!(v.serviceId || v.service);
const serviceRequired = { error: 'Servizio non valido', path: ['serviceId'] };

// The spec's {method, status, stripePaymentIntentId, amount}. With paymentType 'online' the server reads only the
// payment's id (the intent id, or the reference of the spec's own TWINT flow) and verifies it itself; status and
// amount are never trusted (ADR 0010, 'Phase 2 API').
const OnlinePaymentRef = z
  .looseObject({
    stripePaymentIntentId: line(z.string().trim().max(200)).nullish(),
    paymentIntentId: line(z.string().trim().max(200)).nullish(),
    paymentId: line(z.string().trim().max(200)).nullish(),
  })
  .nullish();

export const GuestAppointmentRequest = z
  .strictObject({
    ...BookingFields,
    firstName: PersonName('Il nome'),
    lastName: PersonName('Il cognome'),
    email: Email,
    phone: GuestPhone,
    paymentType: PaymentType.default('in_person'),
    payment: OnlinePaymentRef,
    notes: multiLine(z.string().max(500)).optional(),
  })
  .refine(needsService, serviceRequired);
export type GuestAppointmentRequest = z.input<typeof GuestAppointmentRequest>;

// The registered booking form's own texts (spec 001, section 5): a missing field says 'Tutti i campi sono
// obbligatori', a date or time that cannot be read 'Data o ora non valida'.
const ALL_REQUIRED = 'Tutti i campi sono obbligatori';
const BAD_DATE_TIME = 'Data o ora non valida';
const RegisteredBookingFields = {
  ...BookingFields,
  barberId: z.string({ error: ALL_REQUIRED }).min(1, { error: ALL_REQUIRED }).uuid({ error: 'Identificativo non valido' }),
  date: dateField(z.string({ error: ALL_REQUIRED }).refine(isDate, { error: BAD_DATE_TIME })),
  time: z.string({ error: ALL_REQUIRED }).regex(TIME_PATTERN, { error: BAD_DATE_TIME }),
  // The shop's time zone applies; the client's is accepted and ignored.
  timezone: line(z.string().max(64)).nullish(),
  notes: multiLine(z.string().max(500)).optional(),
  // Not in the spec's payload: the logged-in customer's booking paid online by card or TWINT (issue 27, the same
  // flow as a guest's). Absent, it is paid in the shop as before.
  paymentType: PaymentType.optional(),
  payment: OnlinePaymentRef,
};
const registeredServiceRequired = { error: ALL_REQUIRED, path: ['serviceId'] };
/** A series is paid in the shop, each appointment on its day (ADR 0068). */
const seriesInShop = (v: { repeat?: unknown; paymentType?: string | undefined }) => !v.repeat || v.paymentType !== 'online';
export const CreateAppointmentRequest = z
  .strictObject({
    ...RegisteredBookingFields,
    // A regular's series (issue 29 item 4, ADR 0068): this booking, then one every everyWeeks weeks, count in all.
    repeat: SeriesRepeat.optional(),
  })
  .refine(needsService, registeredServiceRequired)
  .refine(seriesInShop, { error: SERIES_MESSAGES.inShop, path: ['paymentType'] });
export type CreateAppointmentRequest = z.input<typeof CreateAppointmentRequest>;

export const CancelAppointmentRequest = z.strictObject({
  cancellationReason: multiLine(z.string().trim().max(500)).optional(),
});

/**
 * The payment state of a booking as people read it (001 'Pagato online', 'Da pagare in sede'; ADR 0010): from
 * its best payment (a paid one first, else the latest open one of a held slot).
 */
export const APPOINTMENT_PAYMENT_STATUSES = [
  'pay_in_shop',
  'awaiting_payment',
  'paid_online',
  'partially_refunded',
  'refunded',
  // A cancelled booking whose online payment never went through (an expired or abandoned hold).
  'not_paid',
] as const;
export const AppointmentPaymentStatus = z.enum(APPOINTMENT_PAYMENT_STATUSES);
export type AppointmentPaymentStatus = z.infer<typeof AppointmentPaymentStatus>;
export const PAYMENT_STATUS_LABELS: Record<AppointmentPaymentStatus, string> = {
  pay_in_shop: 'Da pagare in sede',
  awaiting_payment: 'In attesa di pagamento',
  paid_online: 'Pagato online',
  partially_refunded: 'Rimborsato in parte',
  refunded: 'Rimborsato',
  not_paid: 'Non pagato',
};
export const AppointmentPayment = z.object({
  reference: z.string(),
  method: PaymentMethod,
  status: PaymentStatus,
  amount: z.number(),
  refundedAmount: z.number(),
  paidAt: z.string().nullable(),
});
export type AppointmentPayment = z.infer<typeof AppointmentPayment>;

/**
 * A deposit paid online for a booking the policy asked it of (issue 29 item 2, ADR 0064): CHF amounts. `outcome`:
 * held until the visit, deducted from the price once completed, forfeited (a no-show or a late cancellation whose
 * terms the customer accepted), refund (the shop cancelled, or the customer cancelled in time). `dueInShop`: what
 * is left to pay at the shop.
 */
export const AppointmentDeposit = z.object({
  amount: z.number(),
  outcome: z.enum(['held', 'deducted', 'forfeited', 'refund']),
  termsAccepted: z.boolean(),
  dueInShop: z.number(),
});
export type AppointmentDeposit = z.infer<typeof AppointmentDeposit>;

const Customer = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  kind: z.enum(CUSTOMER_KINDS),
});

const Person = z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable(), phone: z.string().nullable() });

/**
 * What every view of an appointment says of it (the staff's and the customer's lists, the manage page): when, as an
 * instant and in the shop's zone, which service for how long at what price, with whom, its status and how it is paid.
 */
export const appointmentFields = {
  _id: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  service: z.string(),
  serviceId: z.string(),
  duration: z.number(),
  price: z.number(),
  status: AppointmentStatus,
  paymentType: PaymentType,
  barber: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
};

export const Appointment = z.object({
  ...appointmentFields,
  cancellationReason: z.string().nullable(),
  client: Person.nullable(),
  guestInfo: Person.nullable(),
  isAdminBooking: z.boolean(),
  isGuestBooking: z.boolean(),
  clientNickname: z.string().nullable(),
  /**
   * Who the appointment is for, whichever way it was booked (account, guest, phone booking; issue 27 item 3):
   * the one name and phone every panel, dialog and list shows. Added to the spec's shape; its clients ignore it.
   */
  customer: Customer,
  bookedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  paymentStatus: AppointmentPaymentStatus,
  payment: AppointmentPayment.nullable(),
  /** Null (or absent, for the spec's clients) when no deposit was asked. */
  deposit: AppointmentDeposit.nullable().optional(),
  /** The series it was booked in (ADR 0068); null for a single booking. */
  seriesId: z.string().nullable().optional(),
});
export type Appointment = z.infer<typeof Appointment>;

export const AppointmentResponse = ok(Appointment);

/** A booking's answer: the appointment booked, and with `repeat` every appointment of the series (first = data). */
export const BookingResponse = AppointmentResponse.extend({ series: z.array(Appointment).optional() });
export type BookingResponse = z.infer<typeof BookingResponse>;

/** A customer's change: the booking fields; the rest of the appointment read may be sent back and is ignored. */
export const UpdateAppointmentRequest = updateBody(RegisteredBookingFields, Appointment).refine(
  needsService,
  registeredServiceRequired,
);
export type UpdateAppointmentRequest = z.input<typeof UpdateAppointmentRequest>;
/** The appointment lists (own, staff calendar, day, barber panel) answer the bare list, as the spec's clients read it. */
export const AppointmentListResponse = z.array(Appointment);

/**
 * Guest booking: the spec's client reads `appointment` (or `success`) and `_id` (or `id`); message is the
 * confirmation text. The appointment also carries the token of its manage link (/appuntamento/<token>, ADR
 * 0013), so the done screen can show the link the email has (an added field: the spec's clients ignore it).
 */
export const GuestAppointmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  _id: z.string(),
  appointment: Appointment.extend({ manageToken: z.string().optional() }),
});
export type GuestAppointmentResponse = z.infer<typeof GuestAppointmentResponse>;

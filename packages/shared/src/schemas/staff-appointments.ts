/**
 * Appointments seen and handled by staff (admin calendar, barber panel; spec 002 sections 2, 4, 7). The routes
 * that take and answer these are in contract/staff-calendar.ts.
 */
import { z } from 'zod';
import { shopDateOf } from '../domain/date-input';
import { addDays, isDate } from '../domain/zoned-time';
import { Appointment, AppointmentStatus, GuestPhone } from './appointments';
import { DateString, Id, TimeString, dateField, ok } from './common';
import { line, multiLine } from './text';
import { SeriesRepeat } from './series';

export const VIEW_TYPES = ['day', 'week', 'month'] as const;
/** The longest period one list call may ask for: a month view plus slack, so a list stays bounded. */
export const MAX_LIST_DAYS = 62;

const RANGE_ORDER = 'La data di fine deve essere successiva alla data di inizio';
const RANGE_TOO_LONG = `Il periodo richiesto non può superare ${MAX_LIST_DAYS} giorni`;

const STAFF_DATE = 'Data non valida (formato AAAA-MM-GG o data e ora ISO 8601)';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Years a calendar can ask for; outside them a date is a typo (and date arithmetic would leave YYYY-MM-DD).
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const isoDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * A period bound of the staff lists: a shop-local date "YYYY-MM-DD", or an ISO date-time as the original barber
 * panel sends (2026-11-23T00:00:00.000Z); the server reads an instant on the shop's clock (shopDateOf), like every
 * other date field (dateField, ADR 0035).
 */
export const StaffDate = dateField(z
  .string({ error: STAFF_DATE })
  .refine((v) => {
    const date = v.slice(0, 10);
    if (!isDate(date)) return false;
    const year = Number(date.slice(0, 4));
    if (year < MIN_YEAR || year > MAX_YEAR) return false;
    return DATE_ONLY.test(v) || (isoDateTime.safeParse(v).success && Number.isFinite(Date.parse(v)));
  }, { error: STAFF_DATE }));

/**
 * endDate may be left out when viewType says the period: day = startDate, week = 7 days from startDate, month
 * = to the end of startDate's month (spec 002: week and month views). Neither given: one day.
 * The order and length of the period are checked on the shop-local dates (checkPeriod), since a date-time
 * bound needs the shop's time zone first.
 */
export const FilteredAppointmentsQuery = z.object({
  startDate: StaffDate,
  endDate: StaffDate.optional(),
  // The calendar's "all barbers" option may arrive as an empty value or 'all'.
  barberId: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), Id.optional()),
  viewType: z.enum(VIEW_TYPES, { error: 'Tipo di vista non valido' }).optional(),
});
export type FilteredAppointmentsQuery = z.input<typeof FilteredAppointmentsQuery>;
export type AppointmentsFilter = z.output<typeof FilteredAppointmentsQuery>;

/** The first and last shop-local date of a list call, or the Italian message of what is wrong with it. */
export function checkPeriod(
  q: AppointmentsFilter,
  timeZone: string,
): { ok: true; from: string; to: string } | { ok: false; field: 'endDate'; message: string } {
  const from = shopDateOf(q.startDate, timeZone);
  const to = periodEnd({ ...q, startDate: from, endDate: q.endDate === undefined ? undefined : shopDateOf(q.endDate, timeZone) });
  if (to < from) return { ok: false, field: 'endDate', message: RANGE_ORDER };
  if (to > addDays(from, MAX_LIST_DAYS)) return { ok: false, field: 'endDate', message: RANGE_TOO_LONG };
  return { ok: true, from, to };
}

const IsoInstant = z.iso.datetime({ offset: true, error: 'Data e ora non valide (formato ISO 8601)' });
export const BarberAppointmentsQuery = z
  .object({ start: IsoInstant, end: IsoInstant })
  .refine((q) => Date.parse(q.end) > Date.parse(q.start), { error: RANGE_ORDER, path: ['end'] })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= (MAX_LIST_DAYS + 1) * 86_400_000, {
    error: RANGE_TOO_LONG,
    path: ['end'],
  });
export type BarberAppointmentsQuery = z.input<typeof BarberAppointmentsQuery>;

/**
 * cancellationReason is stored only when the new status is cancelled (the spec's admin client sends
 * 'Cancellato dall'amministratore' with every change). reason says why the change is made: required to correct
 * a completed appointment (the owner only, ADR 0037), recorded with the change in its history.
 */
export const UpdateAppointmentStatusRequest = z.strictObject({
  status: AppointmentStatus,
  cancellationReason: multiLine(z.string().trim().max(500)).nullish(),
  reason: multiLine(z.string().trim().max(500, { error: 'Il motivo può contenere al massimo 500 caratteri' })).nullish(),
  /**
   * Who a cancellation comes from (ADR 0064): 'customer' when the customer asked the shop (a phone call): inside
   * the notice it is a late cancellation, a miss on their record that may forfeit a deposit. Default 'shop'.
   */
  cancelledBy: z.enum(['customer', 'shop'], { error: 'Indica chi cancella: il cliente o il negozio' }).nullish(),
});
export type UpdateAppointmentStatusRequest = z.input<typeof UpdateAppointmentStatusRequest>;

/**
 * The admin's phone booking. The service is named by id (preferred) or by name; duration and price sent by
 * the spec's client are ignored, the server takes them from the service.
 */
export const AdminAppointmentRequest = z
  .strictObject({
    clientNickname: line(
      z
        .string({ error: 'Il nome del cliente è obbligatorio' })
        .trim()
        .min(1, { error: 'Il nome del cliente è obbligatorio' })
        .max(80, { error: 'Il nome del cliente è troppo lungo' }),
    ),
    // Optional: how to reach a phone client (issue 17); an empty field means none. Stored in E.164.
    clientPhone: z.preprocess((v) => (v === '' || v === null ? undefined : v), GuestPhone.optional()),
    barberId: Id,
    serviceId: Id.optional(),
    service: line(z.string().trim().min(1).max(120)).optional(),
    date: DateString,
    time: TimeString,
    duration: z.number().optional(),
    price: z.number().optional(),
    notes: multiLine(z.string().trim().max(500)).optional(),
    // The owner books a regular's series on the phone too (issue 29 item 4, ADR 0068).
    repeat: SeriesRepeat.optional(),
  })
  .refine((v) => !!(v.serviceId || v.service), { error: 'Servizio non valido', path: ['serviceId'] });
export type AdminAppointmentRequest = z.input<typeof AdminAppointmentRequest>;

export const AdminAppointmentResponse = z.object({
  success: z.literal(true),
  data: Appointment,
  message: z.string(),
  series: z.array(Appointment).optional(),
});
export type AdminAppointmentResponse = z.infer<typeof AdminAppointmentResponse>;

/**
 * An appointment as staff see it: the public shape plus the last status change (who and when; null before the
 * first change, and statusChangedBy null when the change was not made by a person the app knows).
 */
export const StaffAppointment = Appointment.extend({
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** Why, when the last change said why: always for the owner's correction of a completed appointment. */
  statusChangeReason: z.string().nullable(),
});
export type StaffAppointment = z.infer<typeof StaffAppointment>;
/** The staff lists answer the bare list, as the spec's staff clients read it (an array, not an envelope). */
export const StaffAppointmentList = z.array(StaffAppointment);

export const StatusUpdateResponse = ok(StaffAppointment);

/** The last date of the period a list call covers (see FilteredAppointmentsQuery). */
export function periodEnd(q: { startDate: string; endDate?: string | undefined; viewType?: (typeof VIEW_TYPES)[number] | undefined }): string {
  if (q.endDate) return q.endDate;
  if (q.viewType === 'week') return addDays(q.startDate, 6);
  if (q.viewType === 'month') {
    const [y, m] = q.startDate.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return `${q.startDate.slice(0, 8)}${String(last).padStart(2, '0')}`;
  }
  return q.startDate;
}

/**
 * Appointments seen and handled by staff (admin calendar, barber panel; spec 002 sections 2, 4, 7).
 * Routes -> schemas:
 *   GET       /api/appointments/filtered?startDate&endDate&barberId?&viewType?  admin, barber (own only)
 *             FilteredAppointmentsQuery -> AppointmentListResponse (sorted by start)
 *   GET       /api/admin/appointments?startDate&endDate&barberId?&viewType?     admin
 *             FilteredAppointmentsQuery -> AppointmentListResponse
 *   PUT|PATCH /api/appointments/:id/status                                      admin, barber (own only)
 *             UpdateAppointmentStatusRequest -> AppointmentResponse (with message)
 *   POST      /api/appointments/admin                                           admin
 *             AdminAppointmentRequest -> AdminAppointmentResponse (201)
 *   GET       /api/barbers/:id/appointments?start&end                           admin, that barber
 *             BarberAppointmentsQuery -> AppointmentListResponse
 * AppointmentListResponse and AppointmentResponse live in appointments.ts.
 */
import { z } from 'zod';
import { addDays } from '../domain/zoned-time';
import { Appointment, AppointmentStatus } from './appointments';
import { DateString, Id, TimeString, ok } from './common';

export const VIEW_TYPES = ['day', 'week', 'month'] as const;
/** The longest period one list call may ask for: a month view plus slack, so a list stays bounded. */
export const MAX_LIST_DAYS = 62;

const RANGE_ORDER = 'La data di fine deve essere successiva alla data di inizio';
const RANGE_TOO_LONG = `Il periodo richiesto non può superare ${MAX_LIST_DAYS} giorni`;

/**
 * endDate may be left out when viewType says the period: day = startDate, week = 7 days from startDate, month
 * = to the end of startDate's month (spec 002: week and month views). Neither given: one day.
 */
export const FilteredAppointmentsQuery = z
  .object({
    startDate: DateString,
    endDate: DateString.optional(),
    // The calendar's "all barbers" option may arrive as an empty value or 'all'.
    barberId: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), Id.optional()),
    viewType: z.enum(VIEW_TYPES, { error: 'Tipo di vista non valido' }).optional(),
  })
  .refine((q) => !q.endDate || q.endDate >= q.startDate, { error: RANGE_ORDER, path: ['endDate'] })
  .refine((q) => !q.endDate || q.endDate <= addDays(q.startDate, MAX_LIST_DAYS), { error: RANGE_TOO_LONG, path: ['endDate'] });
export type FilteredAppointmentsQuery = z.input<typeof FilteredAppointmentsQuery>;
export type AppointmentsFilter = z.output<typeof FilteredAppointmentsQuery>;

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
 * 'Cancellato dall'amministratore' with every change).
 */
export const UpdateAppointmentStatusRequest = z.strictObject({
  status: AppointmentStatus,
  cancellationReason: z.string().trim().max(500).nullish(),
});
export type UpdateAppointmentStatusRequest = z.input<typeof UpdateAppointmentStatusRequest>;

/**
 * The admin's phone booking. The service is named by id (preferred) or by name; duration and price sent by
 * the spec's client are ignored, the server takes them from the service.
 */
export const AdminAppointmentRequest = z
  .strictObject({
    clientNickname: z
      .string({ error: 'Il nome del cliente è obbligatorio' })
      .trim()
      .min(1, { error: 'Il nome del cliente è obbligatorio' })
      .max(80, { error: 'Il nome del cliente è troppo lungo' }),
    barberId: Id,
    serviceId: Id.optional(),
    service: z.string().trim().min(1).max(120).optional(),
    date: DateString,
    time: TimeString,
    duration: z.number().optional(),
    price: z.number().optional(),
    notes: z.string().trim().max(500).optional(),
  })
  .refine((v) => !!(v.serviceId || v.service), { error: 'Servizio non valido', path: ['serviceId'] });
export type AdminAppointmentRequest = z.input<typeof AdminAppointmentRequest>;

export const AdminAppointmentResponse = z.object({ success: z.literal(true), data: Appointment, message: z.string() });
export type AdminAppointmentResponse = z.infer<typeof AdminAppointmentResponse>;

export const StatusUpdateResponse = ok(Appointment);

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

import { queryOptions } from '@tanstack/react-query';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { AdminAppointmentRequest } from '@barber/shared/schemas/staff-appointments';
import type { MoveAppointmentRequest } from '@barber/shared/schemas/staff-move';
import { loadSlotDay } from '../../../lib/slot-day';
import { admin } from '../../../i18n/admin';
import { ADMIN_TIMEOUT_MS, adminCall, adminKeys, bareList } from '../admin-request';
import type { CalendarView, DateRange } from './calendar-range';

export interface CalendarParams extends DateRange {
  view: CalendarView;
  /** '' for every barber. */
  barberId: string;
}

export function calendarQuery({ start, end, view, barberId }: CalendarParams) {
  const query = { startDate: start, endDate: end, viewType: view, barberId: barberId || undefined };
  return queryOptions({
    queryKey: [...adminKeys.appointments, start, end, barberId || 'all'],
    // The spec's list: a bare array of appointments.
    queryFn: ({ signal }) => adminCall('staffAppointments', { query }, { signal }).then(bareList),
    // Bookings arrive from the public pages all day: a calendar left open refreshes itself.
    refetchInterval: 60_000,
  });
}

/**
 * The spec's admin client sends this cancellation reason with every status change; the server keeps it only on a
 * cancel. reason: why a completed appointment is corrected (required for that, ADR 0037).
 */
export const updateAppointmentStatus = (id: string, status: AppointmentStatus, reason?: string) =>
  adminCall('staffAppointmentStatusPatch', {
    params: { id },
    body: { status, cancellationReason: admin.calendar.cancellationReason, ...(reason ? { reason } : {}) },
  }).then((answer) => answer.data);

/** The owner's move (drag, 'Sposta', undo): PUT /admin/appointments/:id/move, the customer's change rules. */
export const moveAppointment = (id: string, body: MoveAppointmentRequest) =>
  adminCall('adminMoveAppointment', { params: { id }, body }).then((answer) => answer.data);

export const createAdminAppointment = (body: AdminAppointmentRequest, idempotencyKey: string) =>
  adminCall('adminBooking', { body }, { headers: { 'Idempotency-Key': idempotencyKey } });

export interface SlotsParams {
  barberId: string;
  serviceId: string;
  duration: number;
  date: string;
}

/**
 * The staff grid of one barber-day (the spec's GET /appointments/available-slots): the admin is offered exactly
 * the times the server will accept (the same slot engine validates POST /appointments/admin).
 */
export function adminSlotsQuery({ barberId, serviceId, duration, date }: SlotsParams) {
  return queryOptions({
    queryKey: [...adminKeys.slots, barberId, date, serviceId, duration],
    queryFn: ({ signal }) =>
      loadSlotDay(
        'staffAvailableSlots',
        { barberId, serviceId, duration, date },
        { signal, timeoutMs: ADMIN_TIMEOUT_MS },
        admin.unknownAnswer,
      ),
    staleTime: 10_000,
  });
}

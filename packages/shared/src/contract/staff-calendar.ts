import {
  AbsenceConflictResponse,
  CreateTemporaryAbsenceRequest,
  TemporaryAbsenceListResponse,
  TemporaryAbsenceResponse,
  TemporaryAbsencesQuery,
  UpdateTemporaryAbsenceRequest,
} from '../schemas/absences';
import { IdempotencyHeaders, MessageResponse } from '../schemas/common';
import {
  AdminAppointmentRequest,
  AdminAppointmentResponse,
  BarberAppointmentsQuery,
  FilteredAppointmentsQuery,
  StaffAppointmentList,
  StatusUpdateResponse,
  UpdateAppointmentStatusRequest,
} from '../schemas/staff-appointments';
import { MoveAppointmentRequest, MoveAppointmentResponse } from '../schemas/staff-move';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { staffCalendarRoutes as r } from './staff-calendar-routes';

/** One status change, under PUT and PATCH alike. */
const statusChange = {
  tags: ['staff'],
  description:
    'Admin: any status; barber: own appointments, to completed or cancelled. Cancelled is final for ' +
    'everyone (409 STATUS_FINAL); completed only once the appointment has started (409 ' +
    'APPOINTMENT_NOT_STARTED). Who and when are recorded. cancellationReason is stored only with status cancelled.',
  params: IdParams,
  body: UpdateAppointmentStatusRequest,
  response: StatusUpdateResponse,
} as const;

/** Refused with 409 ABSENCE_CONFLICT and the appointments in the way. */
const absenceConflict = { errors: { 409: AbsenceConflictResponse } } as const;

/** The staff-calendar routes with their request and answer schemas (see contract.ts). */
export const staffCalendarContract = {
  staffAppointments: {
    ...r.staffAppointments,
    tags: ['staff'],
    description:
      'Appointments starting in the period, sorted by start, cancelled included. startDate/endDate: ' +
      'YYYY-MM-DD (shop-local) or an ISO date-time (taken as the shop-local date of that instant); anything ' +
      "else answers 400. Admin: all barbers or barberId. Barber: own only; another barber's id answers 403. " +
      'Each appointment carries statusChangedAt/statusChangedBy (the last status change).',
    query: FilteredAppointmentsQuery,
    response: StaffAppointmentList,
  },
  adminAppointments: {
    ...r.adminAppointments,
    tags: ['staff'],
    description: 'The admin calendar: the same query and answer as /appointments/filtered.',
    query: FilteredAppointmentsQuery,
    response: StaffAppointmentList,
  },
  adminDayAppointments: {
    ...r.adminDayAppointments,
    tags: ['staff'],
    description: "Every barber's appointments of one shop-local day (the absences tab).",
    query: TemporaryAbsencesQuery,
    response: StaffAppointmentList,
  },
  staffAppointmentStatus: { ...r.staffAppointmentStatus, ...statusChange },
  staffAppointmentStatusPatch: { ...r.staffAppointmentStatusPatch, ...statusChange },
  adminBooking: {
    ...r.adminBooking,
    tags: ['staff'],
    description:
      "The admin's phone booking: the same slot engine, transaction and constraint as every booking. " +
      'Price and duration come from the service. An Idempotency-Key header makes a retry return the first answer.',
    headers: IdempotencyHeaders,
    body: AdminAppointmentRequest,
    response: AdminAppointmentResponse,
    status: 201,
  },
  adminMoveAppointment: {
    ...r.adminMoveAppointment,
    tags: ['staff'],
    description:
      'Moves a pending or confirmed appointment to another time and/or barber, keeping its service: the same ' +
      'slot engine, transaction and exclusion constraint as a customer\'s change (its own time does not block ' +
      'it). A time another appointment holds answers 409 MOVE_SLOT_TAKEN, any other time the engine does not ' +
      'offer 409 SLOT_UNAVAILABLE; nothing changes then. The customer gets the change email.',
    params: IdParams,
    body: MoveAppointmentRequest,
    response: MoveAppointmentResponse,
  },
  barberAppointments: {
    ...r.barberAppointments,
    tags: ['staff'],
    description:
      "A barber's appointments starting in [start, end) (ISO timestamps): the admin or that barber.",
    params: IdParams,
    query: BarberAppointmentsQuery,
    response: StaffAppointmentList,
  },
  temporaryAbsences: {
    ...r.temporaryAbsences,
    tags: ['absences'],
    description: "One shop-local day's temporary absences with their blocked 15-minute slots.",
    query: TemporaryAbsencesQuery,
    response: TemporaryAbsenceListResponse,
  },
  createAbsence: {
    ...r.createAbsence,
    tags: ['absences'],
    ...absenceConflict,
    description:
      'Blocks part of a day (today or later) for one barber, or for the whole studio without barberId. ' +
      'Refused with 409 and the conflicting appointments when pending or confirmed appointments overlap it.',
    body: CreateTemporaryAbsenceRequest,
    response: TemporaryAbsenceResponse,
    status: 201,
  },
  updateAbsence: {
    ...r.updateAbsence,
    tags: ['absences'],
    ...absenceConflict,
    description: 'Changes times, reason and notes; the date is locked. The conflict rule applies again.',
    params: IdParams,
    body: UpdateTemporaryAbsenceRequest,
    response: TemporaryAbsenceResponse,
  },
  deleteAbsence: { ...r.deleteAbsence, tags: ['absences'], params: IdParams, response: MessageResponse },
} as const satisfies Record<keyof typeof r, ContractRoute>;

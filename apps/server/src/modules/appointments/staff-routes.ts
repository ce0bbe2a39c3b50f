import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TemporaryAbsencesQuery } from '@barber/shared/schemas/absences';
import { Id, IdempotencyHeaders } from '@barber/shared/schemas/common';
import {
  AdminAppointmentRequest,
  AdminAppointmentResponse,
  BarberAppointmentsQuery,
  FilteredAppointmentsQuery,
  StaffAppointment,
  StatusUpdateResponse,
  UpdateAppointmentStatusRequest,
} from '@barber/shared/schemas/staff-appointments';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { book } from './service';
import { changeStatus } from './status-service';
import { appointmentsOfDay, barberAppointments, filteredAppointments } from './staff-service';

const IdParams = z.object({ id: Id });
const bearer = [{ bearer: [] }];
const STAFF = ['admin', 'barber'] as const;
const ADMIN = ['admin'] as const;
/** The lists answer the bare list: the spec's staff clients read an array (or groups), not an envelope. */
const StaffAppointmentList = z.array(StaffAppointment);

/** The admin calendar and the barber panel: lists, status changes and the admin's phone bookings. */
export async function registerStaffAppointmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/appointments/filtered', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description:
        'Appointments starting in the period, sorted by start, cancelled included. startDate/endDate: ' +
        'YYYY-MM-DD (shop-local) or an ISO date-time (taken as the shop-local date of that instant); anything ' +
        "else answers 400. Admin: all barbers or barberId. Barber: own only; another barber's id answers 403. " +
        'Each appointment carries statusChangedAt/statusChangedBy (the last status change).',
      querystring: FilteredAppointmentsQuery,
      response: { 200: StaffAppointmentList },
    },
    handler: async (request) => filteredAppointments(ctx, requireUser(request), request.query),
  });

  api.get('/admin/appointments', {
    config: { access: ADMIN },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: 'The admin calendar: the same query and answer as /appointments/filtered.',
      querystring: FilteredAppointmentsQuery,
      response: { 200: StaffAppointmentList },
    },
    handler: async (request) => filteredAppointments(ctx, requireUser(request), request.query),
  });

  api.get('/admin/appointments/date', {
    config: { access: ADMIN },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: "Every barber's appointments of one shop-local day (the absences tab).",
      querystring: TemporaryAbsencesQuery,
      response: { 200: StaffAppointmentList },
    },
    handler: async (request) => appointmentsOfDay(ctx, request.query.date),
  });

  for (const method of ['put', 'patch'] as const) {
    api[method]('/appointments/:id/status', {
      config: { access: STAFF },
      schema: {
        tags: ['staff'],
        security: bearer,
        description:
          'Admin: any status; barber: own appointments, to completed or cancelled. Cancelled is final for ' +
          'everyone (409 STATUS_FINAL); completed only once the appointment has started (409 ' +
          'APPOINTMENT_NOT_STARTED). Who and when are recorded. cancellationReason is stored only with status cancelled.',
        params: IdParams,
        body: UpdateAppointmentStatusRequest,
        response: { 200: StatusUpdateResponse },
      },
      handler: async (request) => changeStatus(ctx, requireUser(request), request.params.id, request.body),
    });
  }

  api.post('/appointments/admin', {
    config: { access: ADMIN },
    schema: {
      tags: ['staff'],
      security: bearer,
      description:
        "The admin's phone booking: the same slot engine, transaction and constraint as every booking. " +
        'Price and duration come from the service. An Idempotency-Key header makes a retry return the first answer.',
      headers: IdempotencyHeaders,
      body: AdminAppointmentRequest,
      response: { 201: AdminAppointmentResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const key = request.headers['idempotency-key'];
      const answer = await book(
        ctx,
        body,
        { kind: 'admin', admin: requireUser(request), clientNickname: body.clientNickname },
        key ? { key, body } : undefined,
      );
      return reply.status(answer.statusCode as 201).send({ ...answer.body, message: answer.body.message ?? '' });
    },
  });

  api.get('/barbers/:id/appointments', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: "A barber's appointments starting in [start, end) (ISO timestamps): the admin or that barber.",
      params: IdParams,
      querystring: BarberAppointmentsQuery,
      response: { 200: StaffAppointmentList },
    },
    handler: async (request) => barberAppointments(ctx, requireUser(request), request.params.id, request.query),
  });
}

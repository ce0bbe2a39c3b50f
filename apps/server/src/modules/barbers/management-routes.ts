import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id, MessageResponse } from '@barber/shared/schemas/common';
import {
  BarberListResponse,
  BarberResponse,
  BarberViewResponse,
  CreateBarberRequest,
  CreateBarberResponse,
  DeactivateBarberResponse,
  FindBarberByEmailQuery,
  ScheduleUpdateRequest,
  UpdateBarberProfileRequest,
  UpdateBarberServicesRequest,
  UpdateVacationsRequest,
  UpdateWorkingHoursRequest,
} from '@barber/shared/schemas/staff';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import * as management from './management-service';
import { notifyScheduleUpdate } from './schedule-notice';

const IdParams = z.object({ id: Id });
const bearer = [{ bearer: [] }];
const ADMIN = ['admin'] as const;
/** Admin for any barber; a barber only for their own record (checked in the service). */
const STAFF = ['admin', 'barber'] as const;

export async function registerBarberManagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/barbers', {
    config: { access: ADMIN },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: 'Every barber in the staff view (contacts, account link), deactivated ones included, active first.',
      response: { 200: BarberListResponse },
    },
    handler: async () => ({ success: true as const, data: await management.listAllBarbers(ctx) }),
  });

  // A static segment wins over :id in the router, so this never reaches GET /barbers/:id.
  api.get('/barbers/find-by-email', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: "Admin: the barber with this email. Barber: only their own email, answering their linked record.",
      querystring: FindBarberByEmailQuery,
      response: { 200: BarberResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await management.barberByEmail(ctx, requireUser(request), request.query.email),
    }),
  });

  api.get('/barbers/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['staff'],
      security: bearer,
      description:
        'Any logged-in user, as in the spec: the admin and that barber get the staff view (inactive too), ' +
        'others the public view of an active barber.',
      params: IdParams,
      response: { 200: BarberViewResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await management.barberView(ctx, requireUser(request), request.params.id),
    }),
  });

  api.post('/barbers', {
    config: { access: ADMIN },
    schema: {
      tags: ['staff'],
      security: bearer,
      description:
        'Creates a barber (phone normalised, +41 default; admin default hours when none sent; services by name ' +
        'or id). Links an existing account with the same email, or creates a barber account with createAccount + ' +
        'password. Answers the barber at the top level (the spec reads _id), with success and message.',
      body: CreateBarberRequest,
      response: { 201: CreateBarberResponse },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Barbiere creato con successo!',
        ...(await management.createBarber(ctx, request.body)),
      }),
  });

  api.put('/barbers/:id', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: 'Profile fields (firstName, lastName, email, phone, bio); isActive is for the admin only.',
      params: IdParams,
      body: UpdateBarberProfileRequest,
      response: { 200: BarberResponse },
    },
    handler: async (request) => {
      const user = requireUser(request);
      return {
        success: true as const,
        data: await management.updateBarberProfile(ctx, user, request.params.id, request.body),
        message: user.role === 'admin' ? 'Barbiere aggiornato con successo!' : 'Profilo aggiornato con successo!',
      };
    },
  });

  api.put('/barbers/:id/working-hours', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: 'Seven days of hours with optional break; break times are stored as null without a break.',
      params: IdParams,
      body: UpdateWorkingHoursRequest,
      response: { 200: BarberResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await management.setWorkingHours(ctx, requireUser(request), request.params.id, request.body.workingHours),
      message: 'Orari aggiornati con successo!',
    }),
  });

  api.put('/barbers/:id/vacations', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description:
        'Replaces current and future vacations with the list sent; rows with an empty date are dropped; new ' +
        'periods start today or later.',
      params: IdParams,
      body: UpdateVacationsRequest,
      response: { 200: BarberResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await management.setVacations(ctx, requireUser(request), request.params.id, request.body.vacations),
      message: 'Vacanze aggiornate con successo!',
    }),
  });

  api.put('/barbers/:id/services', {
    config: { access: STAFF },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: 'The active services the barber offers (at least one), by name (the spec) or by id.',
      params: IdParams,
      body: UpdateBarberServicesRequest,
      response: { 200: BarberResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await management.setServices(ctx, requireUser(request), request.params.id, request.body.services),
      message: 'Servizi aggiornati con successo!',
    }),
  });

  api.delete('/barbers/:id', {
    config: { access: ADMIN },
    schema: {
      tags: ['staff'],
      security: bearer,
      description:
        'Deactivates the barber (history kept). Future appointments stay booked; futureAppointments counts them.',
      params: IdParams,
      response: { 200: DeactivateBarberResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await management.deactivateBarber(ctx, request.params.id),
      message: 'Barbiere eliminato con successo!',
    }),
  });

  api.post('/notifications/schedule-update', {
    config: { access: STAFF, rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['staff'],
      security: bearer,
      description: "Emails the barber their current hours and vacations (kind 'schedule-update'): admin or that barber.",
      body: ScheduleUpdateRequest,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await notifyScheduleUpdate(ctx, requireUser(request), request.body.barberId);
      return { success: true as const, message: 'Notifica di aggiornamento orari inviata.' };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppointmentListResponse,
  AppointmentResponse,
  CancelAppointmentRequest,
  CreateAppointmentRequest,
  GuestAppointmentRequest,
  GuestAppointmentResponse,
  UpdateAppointmentRequest,
} from '@barber/shared/schemas/appointments';
import { Id, IdempotencyHeaders } from '@barber/shared/schemas/common';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { cancelAppointment, modifyAppointment } from './change-service';
import { book, myAppointments } from './service';
import { enforceGuestLimits } from './guest-limits';

const IdParams = z.object({ id: Id });
const bearer = [{ bearer: [] }];

export async function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/appointments/public/appointments/guest', {
    config: { access: 'public', rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    schema: {
      tags: ['appointments'],
      description:
        'Guest booking (Swiss phone, or foreign with its country prefix). Price and duration come from the ' +
        'service; a client-sent price or duration is ignored. Answers {success, message, _id, appointment}. ' +
        'An Idempotency-Key header makes a retry return the first answer.',
      headers: IdempotencyHeaders,
      body: GuestAppointmentRequest,
      response: { 201: GuestAppointmentResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      // Online payment arrives with the payments work; until then only payment in the shop can be honoured.
      if (body.paymentType !== 'in_person') {
        throw new AppError('VALIDATION', 'Metodo di pagamento non supportato', [
          { field: 'paymentType', message: 'Metodo di pagamento non supportato' },
        ]);
      }
      await enforceGuestLimits(ctx, reply, body);
      const key = request.headers['idempotency-key'];
      const answer = await book(
        ctx,
        body,
        {
          kind: 'guest',
          guest: { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone },
          bookedByUserId: request.user?.id ?? null,
        },
        key ? { key, body } : undefined,
      );
      // The spec's guest page reads `appointment` and its `_id`; a replay maps the stored answer the same way.
      const { data, message } = answer.body;
      return reply
        .status(answer.statusCode as 201)
        .send({ success: true as const, message: message ?? '', _id: data._id, appointment: data });
    },
  });

  api.post('/appointments', {
    config: { access: 'user' },
    schema: {
      tags: ['appointments'],
      security: bearer,
      description:
        "Booking by a logged-in client for themselves. The shop's time zone applies (timezone is ignored); " +
        'price and duration come from the service. An Idempotency-Key header makes a retry return the first answer.',
      headers: IdempotencyHeaders,
      body: CreateAppointmentRequest,
      response: { 201: AppointmentResponse },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await book(ctx, request.body, { kind: 'online', user: requireUser(request) }, key ? { key, body: request.body } : undefined);
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  });

  api.get('/appointments/my-appointments', {
    config: { access: 'user' },
    schema: {
      tags: ['appointments'],
      security: bearer,
      description: "The caller's own appointments, the latest first, as a bare list (the spec's shape).",
      response: { 200: AppointmentListResponse },
    },
    handler: async (request) => myAppointments(ctx, requireUser(request).id),
  });

  api.put('/appointments/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['appointments'],
      security: bearer,
      description:
        'Moves an own pending or confirmed appointment (barber, service, date, time) while more than 24 hours remain.',
      params: IdParams,
      body: UpdateAppointmentRequest,
      response: { 200: AppointmentResponse },
    },
    handler: async (request) => modifyAppointment(ctx, requireUser(request), request.params.id, request.body),
  });

  api.put('/appointments/:id/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['appointments'],
      security: bearer,
      description:
        "Cancels an own pending or confirmed appointment while more than 24 hours remain (reason default 'Cancellato dal cliente').",
      params: IdParams,
      // The reason is optional and so is the body: fastify hands an absent body over as null.
      body: CancelAppointmentRequest.nullish(),
      response: { 200: AppointmentResponse },
    },
    handler: async (request) =>
      cancelAppointment(ctx, requireUser(request), request.params.id, request.body?.cancellationReason),
  });
}

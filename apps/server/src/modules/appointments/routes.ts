import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { route } from '../../infra/route';
import { cancelAppointment, modifyAppointment } from './change-service';
import { book, myAppointments } from './service';
import { enforceGuestLimits } from './guest-limits';

export async function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'guestBooking', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
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

  route(app, 'bookAppointment', {
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await book(
        ctx,
        request.body,
        { kind: 'online', user: requireUser(request) },
        key ? { key, body: request.body } : undefined,
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  });

  route(app, 'myAppointments', { handler: async (request) => myAppointments(ctx, requireUser(request).id) });

  route(app, 'modifyAppointment', {
    handler: async (request) => modifyAppointment(ctx, requireUser(request), request.params.id, request.body),
  });

  route(app, 'cancelAppointment', {
    handler: async (request) =>
      cancelAppointment(ctx, requireUser(request), request.params.id, request.body?.cancellationReason),
  });
}

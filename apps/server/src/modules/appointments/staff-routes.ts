import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { requestLanguage } from '../../infra/caller-language';
import { book } from './service';
import { bookSeries } from './series-service';
import { staffCancelSeriesRest } from './series-cancel-service';
import { moveAppointment } from './staff-move-service';
import { changeStatus } from './status-service';
import { appointmentsOfDay, barberAppointments, filteredAppointments } from './staff-service';

/** The admin calendar and the barber panel: lists, status changes and the admin's phone bookings. */
export async function registerStaffAppointmentRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const name of ['staffAppointments', 'adminAppointments'] as const) {
    route(app, name, {
      handler: async (request) => filteredAppointments(ctx, requireUser(request), request.query),
    });
  }

  route(app, 'adminDayAppointments', {
    handler: async (request) => appointmentsOfDay(ctx, request.query.date),
  });

  for (const name of ['staffAppointmentStatus', 'staffAppointmentStatusPatch'] as const) {
    route(app, name, {
      handler: async (request) => changeStatus(ctx, requireUser(request), request.params.id, request.body),
    });
  }

  route(app, 'adminBooking', {
    handler: async (request, reply) => {
      const body = request.body;
      const key = request.headers['idempotency-key'];
      const booker = {
        kind: 'admin' as const,
        admin: requireUser(request),
        clientNickname: body.clientNickname,
        clientPhone: body.clientPhone,
        language: requestLanguage(request),
      };
      const idem = key ? { key, body } : undefined;
      // The owner books a regular's series on the phone too (ADR 0068).
      const answer = body.repeat ? await bookSeries(ctx, body, body.repeat, booker, idem) : await book(ctx, body, booker, idem);
      return reply
        .status(answer.statusCode as 201)
        .send({ ...answer.body, message: answer.body.message ?? '' });
    },
  });

  route(app, 'adminMoveAppointment', {
    handler: async (request) => moveAppointment(ctx, request.params.id, request.body, requireUser(request).id),
  });

  route(app, 'staffCancelSeriesRest', {
    handler: async (request) =>
      staffCancelSeriesRest(ctx, requireUser(request), request.params.id, request.body?.cancellationReason),
  });

  route(app, 'barberAppointments', {
    handler: async (request) =>
      barberAppointments(ctx, requireUser(request), request.params.id, request.query),
  });
}

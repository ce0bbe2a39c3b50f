import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { requestLanguage } from '../../infra/caller-language';
import { manageTokenFor } from '../manage/index';
import { shopTimeZone } from '../shop/index';
import { cancelAppointment, modifyAppointment } from './change-service';
import { myAppointments } from './client-appointments';
import { book, detailsDto } from './service';
import { enforceGuestLimits } from './guest-limits';
import { bookedByPayment } from './paid-online';
import { bookSeries, previewSeries } from './series-service';
import { cancelSeriesRest } from './series-cancel-service';

const ONLINE_BOOKING_MESSAGE = 'Prenotazione effettuata con successo!';

export async function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'guestBooking', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const body = request.body;
      if (body.paymentType === 'online') {
        // Paid online: the payment already holds its appointment (ADR 0010 phase 2); this call verifies the
        // payment with the provider and answers that appointment, never a second one.
        const id = await bookedByPayment(ctx, body.payment ?? {});
        const appointment = await detailsDto(ctx.db, id, await shopTimeZone(ctx));
        return reply.status(201).send({
          success: true as const,
          message: ONLINE_BOOKING_MESSAGE,
          _id: id,
          appointment: { ...appointment, manageToken: manageTokenFor(ctx, id) },
        });
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
          language: requestLanguage(request),
        },
        key ? { key, body } : undefined,
      );
      // The spec's guest page reads `appointment` and its `_id`; a replay maps the stored answer the same way.
      // The manage link's token is signed, not stored: a replay gets the same one.
      const { data, message } = answer.body;
      return reply.status(answer.statusCode as 201).send({
        success: true as const,
        message: message ?? '',
        _id: data._id,
        appointment: { ...data, manageToken: manageTokenFor(ctx, data._id) },
      });
    },
  });

  route(app, 'bookAppointment', {
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (request.body.paymentType === 'online') {
        // The customer's own booking paid by card or TWINT: held for them when the payment began (payment-hold.ts).
        const id = await bookedByPayment(ctx, request.body.payment ?? {}, user);
        const appointment = await detailsDto(ctx.db, id, await shopTimeZone(ctx));
        return reply.status(201).send({ success: true as const, data: appointment, message: ONLINE_BOOKING_MESSAGE });
      }
      const key = request.headers['idempotency-key'];
      const idem = key ? { key, body: request.body } : undefined;
      const { repeat } = request.body;
      // A regular's series (ADR 0068): every date in one transaction, answered with the first as `data`.
      const booker = { kind: 'online' as const, user, language: requestLanguage(request) };
      const answer = repeat
        ? await bookSeries(ctx, request.body, repeat, booker, idem)
        : await book(ctx, request.body, booker, idem);
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  });

  route(app, 'seriesPreview', {
    handler: async (request) => {
      const { repeat, ...choice } = request.body;
      const at = { timeZone: await shopTimeZone(ctx), now: ctx.now() };
      return { success: true as const, data: { occurrences: await previewSeries(ctx, at, choice, repeat) } };
    },
  });

  route(app, 'cancelSeriesRest', {
    handler: async (request) =>
      cancelSeriesRest(ctx, { kind: 'client', user: requireUser(request) }, request.params.id, request.body?.cancellationReason),
  });

  route(app, 'myAppointments', { handler: async (request) => myAppointments(ctx, requireUser(request).id) });

  route(app, 'modifyAppointment', {
    handler: async (request) =>
      modifyAppointment(ctx, { kind: 'client', user: requireUser(request) }, request.params.id, request.body),
  });

  route(app, 'cancelAppointment', {
    handler: async (request) =>
      cancelAppointment(
        ctx,
        { kind: 'client', user: requireUser(request) },
        request.params.id,
        request.body?.cancellationReason,
      ),
  });
}

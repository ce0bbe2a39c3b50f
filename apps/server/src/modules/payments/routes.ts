import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreatePaymentIntentRequest } from '@barber/shared/schemas/payments';
import { requireUser, type AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { requestLanguage } from '../../infra/caller-language';
import { route } from '../../infra/route';
import { createPaymentIntent } from './intent-service';
import {
  confirmPayment,
  payAppointment,
  paymentDetails,
  paymentHistory,
  refundPayment,
  stripeConfig,
} from './service';
import {
  cancelTwint,
  confirmTwint,
  createTwintPayment,
  listTwintPayments,
  simulateTwint,
  twintStatus,
} from './twint-service';
import { receiveWebhook } from './webhook-service';
import { releasePayment } from './release-service';
import { paymentSubject } from './subjects';
import { schedulePaymentExpiry } from './expiry-service';
import { registerRefundJob } from './refund-service';

/** Provider webhooks are small; Stripe's largest events stay well under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };
  schedulePaymentExpiry(ctx);
  registerRefundJob(ctx);

  // Both creations answer 201, or the stored answer of an earlier request with the same Idempotency-Key.
  const created = (create: typeof createPaymentIntent | typeof createTwintPayment) => ({
    config: publicForm,
    handler: async (
      request: {
        user: AuthUser | null;
        body: CreatePaymentIntentRequest;
        headers: FastifyRequest['headers'] & { 'idempotency-key'?: string | undefined };
        cookies: FastifyRequest['cookies'];
      },
      reply: FastifyReply,
    ) => {
      // The subject's own limits first (a guest's hold counts like a guest booking: appointments/payment-subject.ts).
      await paymentSubject(request.body.type).admit?.(ctx, reply, request.user, request.body);
      // The payer's language, as a booking's (ADR 0066, 0071): the receipt, and what the payment creates, speak it.
      const language = requestLanguage(request);
      const answer = await create(ctx, request.user, request.body, request.headers['idempotency-key'], language);
      return reply.status(answer.statusCode).send(answer.body);
    },
  });
  route(app, 'createPaymentIntent', created(createPaymentIntent));
  route(app, 'confirmPayment', {
    config: publicForm,
    handler: async (request) => confirmPayment(ctx, request.user, request.body),
  });
  route(app, 'appointmentPayment', {
    handler: async (request) =>
      payAppointment(
        ctx,
        requireUser(request),
        request.params.id,
        request.body ?? { type: 'appointment' },
        requestLanguage(request),
      ),
  });
  route(app, 'paymentHistory', {
    handler: async (request) => paymentHistory(ctx, requireUser(request), request.query),
  });
  route(app, 'paymentDetails', {
    handler: async (request) => paymentDetails(ctx, requireUser(request), request.params.id),
  });
  route(app, 'refundPayment', {
    handler: async (request) =>
      refundPayment(ctx, requireUser(request), request.params.id, request.body ?? {}),
  });
  route(app, 'stripeConfig', { handler: async () => stripeConfig(ctx) });

  route(app, 'twintCreate', created(createTwintPayment));
  route(app, 'twintStatus', { handler: async (request) => twintStatus(ctx, request.params.id) });
  route(app, 'adminTwintPayments', {
    handler: async (request) => listTwintPayments(ctx, request.query.status),
  });
  route(app, 'releasePayment', {
    config: publicForm,
    handler: async (request) => releasePayment(ctx, request.user, request.params.id),
  });
  route(app, 'twintConfirm', {
    handler: async (request) =>
      confirmTwint(ctx, requireUser(request), request.params.id, request.body ?? {}),
  });
  route(app, 'twintCancel', {
    handler: async (request) =>
      cancelTwint(ctx, requireUser(request), request.params.id, request.body?.reason),
  });
  route(app, 'twintSimulate', {
    config: publicForm,
    handler: async (request) => simulateTwint(ctx, request.params.id, request.body.outcome),
  });

  // The signature covers the exact bytes Stripe sent, so this one route reads its body as raw text, whatever
  // the content type; the JSON parser of every other route is untouched (the parser lives in this child scope).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(raw, 'paymentWebhook', {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => receiveWebhook(ctx, request.body, request.headers['stripe-signature']),
    });
  });
}

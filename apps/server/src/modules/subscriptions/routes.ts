import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { requireUser } from '../../infra/access';
import { requestLanguage } from '../../infra/caller-language';
import { route } from '../../infra/route';
import { scheduleRenewals } from './renewal';
import * as service from './service';

/** Subscription plans (issue 12, ADR 0017): admin only, except the booking gate's limit check. */
export async function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'subscriptionPlans', { handler: async (request) => service.plans(ctx, requestLanguage(request)) });
  route(app, 'subscriptionAccess', { handler: async () => service.checkAccess(ctx) });
  route(app, 'selectSubscriptionPlan', { handler: async (request) => service.selectPlan(ctx, request.body) });
  route(app, 'subscriptionPaymentIntent', {
    handler: async (request, reply) => {
      const answer = await service.createPlanIntent(ctx, requireUser(request), request.body);
      return reply.status(201).send(answer);
    },
  });
  route(app, 'syncSubscriptionUsage', { handler: async (request) => service.usage(ctx, requestLanguage(request)) });
  route(app, 'subscriptionUsage', {
    handler: async (request, reply) => {
      // The spec's forced refresh asks for no caching; every answer is fresh anyway.
      reply.header('Cache-Control', 'no-store');
      return service.usage(ctx, requestLanguage(request));
    },
  });
  route(app, 'subscriptionReceipts', { handler: async () => service.receipts(ctx) });
  route(app, 'subscriptionReceipt', {
    handler: async (request) => service.receiptFile(ctx, request.params.id),
  });
  route(app, 'subscriptionAutoRenew', {
    handler: async (request) => service.setAutoRenew(ctx, request.body.autoRenew),
  });
  route(app, 'appointmentLimitsCheck', { handler: async () => service.limitsCheck(ctx) });
  scheduleRenewals(ctx);
}

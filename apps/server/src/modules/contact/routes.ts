import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { requireUser } from '../../infra/access';
import { answerLanguage, requestLanguage } from '../../infra/caller-language';
import { route } from '../../infra/route';
import { listPlans, toPlanDto } from '../subscriptions/index';
import { createRequest, listRequests, markHandled, scheduleContactRetention } from './service';

/** The marketing page's requests and pricing (issue 15 item 4, ADR 0025). */
export async function registerContactRoutes(app: FastifyInstance, ctx: AppContext) {
  scheduleContactRetention(ctx);
  // Per address a minute like every public form; the service adds an hourly limit per address and per phone.
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'contactCreate', {
    config: publicForm,
    bodyLimit: 32 * 1024,
    handler: async (request, reply) => reply.status(201).send(await createRequest(ctx, reply, request.ip, request.body, requestLanguage(request))),
  });
  route(app, 'contactPlans', {
    handler: async (request, reply) => {
      const lang = answerLanguage(request, reply);
      return { success: true as const, data: (await listPlans(ctx.db)).map((plan) => toPlanDto(plan, lang)) };
    },
  });
  route(app, 'contactRequests', { handler: async (request) => listRequests(ctx, request.query) });
  route(app, 'contactRequestHandled', {
    handler: async (request) => markHandled(ctx, requireUser(request), request.params.id, request.body.handled),
  });
}

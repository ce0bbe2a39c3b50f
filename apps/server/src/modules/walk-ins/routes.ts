import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { requireUser } from '../../infra/access';
import { route } from '../../infra/route';
import { requestLanguage } from '../../infra/caller-language';
import { joinQueue, publicQueue, saveWalkInSettings, viewWalkIn } from './service';
import { changeWalkInStatus } from './status-service';

/** The walk-in queue, 'Senza Appuntamento' (issue 29 item 1, ADR 0063). */
export async function registerWalkInRoutes(app: FastifyInstance, ctx: AppContext) {
  // Joining is public (the QR code at the door) and sends an SMS later: limited per address like the other public forms.
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'walkInCreate', {
    config: publicForm,
    handler: async (request, reply) => reply.status(201).send(await joinQueue(ctx, request.user, request.body, requestLanguage(request))),
  });
  route(app, 'walkInQueue', { handler: async () => publicQueue(ctx) });
  // Not limited: the customer's page reads it again on every change of the queue; the token is 192 random bits.
  route(app, 'walkInView', { handler: async (request) => viewWalkIn(ctx, request.params.token) });
  route(app, 'walkInStatus', {
    handler: async (request) => changeWalkInStatus(ctx, requireUser(request), request.params.id, request.body),
  });
  route(app, 'walkInSettings', { handler: async (request) => saveWalkInSettings(ctx, request.body.enabled) });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { requireUser } from '../../infra/access';
import { route } from '../../infra/route';
import { addPastVisits } from './dev-visits';
import { scheduleLastMinute } from './fill-job';
import { bookOffer, stopOffers, viewOffer } from './offer-service';
import { fillSettings, myChoice, saveFillSettings, saveMyChoice } from './settings-service';

/** Last-minute fill (issue 29 item 3, ADR 0069). */
export async function registerLastMinuteRoutes(app: FastifyInstance, ctx: AppContext) {
  scheduleLastMinute(ctx);
  // The offer link is public (the token is the permission): limited per address like the other public forms.
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'lastMinuteOffer', { config: publicForm, handler: async (request) => viewOffer(ctx, request.params.token) });
  route(app, 'lastMinuteOfferBook', { config: publicForm, handler: async (request) => bookOffer(ctx, request.params.token) });
  route(app, 'lastMinuteOfferStop', { config: publicForm, handler: async (request) => stopOffers(ctx, request.params.token) });
  route(app, 'lastMinuteChoice', { handler: async (request) => myChoice(ctx, requireUser(request)) });
  route(app, 'lastMinuteChoiceUpdate', {
    handler: async (request) => saveMyChoice(ctx, requireUser(request), request.body.enabled),
  });
  route(app, 'lastMinuteSettings', { handler: async () => fillSettings(ctx) });
  route(app, 'lastMinuteSettingsUpdate', { handler: async (request) => saveFillSettings(ctx, request.body.enabled) });
  if (ctx.config.demoMode && ctx.config.env !== 'production') {
    route(app, 'devPastVisits', { handler: async (request, reply) => reply.status(201).send(await addPastVisits(ctx, request.body)) });
  }
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { requireUser } from '../../infra/access';
import { route } from '../../infra/route';
import { requestLanguage } from '../../infra/caller-language';
import { bookOffer, scheduleWaitingList, viewOffer } from './offer-service';
import { allEntries, createEntry, deleteEntry, myEntries } from './service';

export async function registerWaitingListRoutes(app: FastifyInstance, ctx: AppContext) {
  scheduleWaitingList(ctx);
  // The offer link is public (the token is the permission): limited per address like the other public forms.
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'waitingListCreate', {
    handler: async (request, reply) => reply.status(201).send(await createEntry(ctx, requireUser(request), request.body, requestLanguage(request))),
  });
  route(app, 'waitingListMine', { handler: async (request) => myEntries(ctx, requireUser(request)) });
  route(app, 'waitingListDelete', {
    handler: async (request) => deleteEntry(ctx, requireUser(request), request.params.id),
  });
  route(app, 'waitingListAll', { handler: async (request) => allEntries(ctx, request.query) });
  route(app, 'waitingListOffer', { config: publicForm, handler: async (request) => viewOffer(ctx, request.params.token) });
  route(app, 'waitingListOfferBook', {
    config: publicForm,
    handler: async (request) => bookOffer(ctx, request.params.token),
  });
}

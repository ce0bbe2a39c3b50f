import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { requestLanguage } from '../../infra/caller-language';
import { route } from '../../infra/route';
import * as service from './service';

const HOUR_MS = 60 * 60 * 1000;

/** The assistant (issue 16, ADR 0022): the seven public calls, the admin's FAQ and unanswered questions, the purge. */
export async function registerChatbotRoutes(app: FastifyInstance, ctx: AppContext) {
  // The visitor's language (ADR 0067): the `lang` cookie of a choice made, else Accept-Language, else Italian.
  const lang = requestLanguage;
  route(app, 'chatbotInit', {
    handler: async (request) => service.initSession(ctx, request.user, request.body, request.ip, lang(request)),
  });
  route(app, 'chatbotMessage', {
    handler: async (request) => service.handleMessage(ctx, request.user, request.body, request.ip, lang(request)),
  });
  route(app, 'chatbotFaqs', {
    handler: async (request, reply) => {
      void reply.header('Vary', 'Accept-Language, Cookie');
      return service.listFaqs(ctx, request.user, request.query, lang(request));
    },
  });
  route(app, 'chatbotFeedback', { handler: async (request) => service.saveFeedback(ctx, request.user, request.body, lang(request)) });
  route(app, 'chatbotContextualHelp', {
    handler: async (request) => service.contextualHelp(ctx, request.user, request.query.currentPage, lang(request)),
  });
  route(app, 'chatbotSearch', { handler: async (request) => service.searchFaqs(ctx, request.user, request.query, lang(request)) });
  route(app, 'chatbotHealth', { handler: async () => service.health(ctx) });

  route(app, 'chatbotAdminFaqs', { handler: async () => service.adminListFaqs(ctx) });
  route(app, 'chatbotAdminFaqCreate', {
    handler: async (request, reply) => reply.status(201).send(await service.adminCreateFaq(ctx, request.body)),
  });
  route(app, 'chatbotAdminFaqUpdate', {
    handler: async (request) => service.adminUpdateFaq(ctx, request.params.id, request.body),
  });
  route(app, 'chatbotAdminFaqDelete', { handler: async (request) => service.adminDeleteFaq(ctx, request.params.id) });
  route(app, 'chatbotAdminFaqTranslations', {
    handler: async (request) => service.adminSaveFaqTranslations(ctx, request.params.id, request.body),
  });
  route(app, 'chatbotAdminUnanswered', { handler: async (request) => service.adminUnanswered(ctx, request.query.limit) });
  route(app, 'chatbotAdminUnansweredDismiss', {
    handler: async (request) => service.adminDismissUnanswered(ctx, request.params.id),
  });

  ctx.jobs.register(service.CHATBOT_PURGE_JOB, async () => {
    const removed = await service.purgeChatbotData(ctx);
    if (removed.sessions + removed.unanswered > 0) ctx.log.info({ chatbot: removed }, 'expired chat data removed');
  });
  ctx.jobs.every(service.CHATBOT_PURGE_JOB, HOUR_MS);
}

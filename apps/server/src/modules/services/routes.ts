import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { answerLanguage } from '../../infra/caller-language';
import { sendCachedAnswer } from '../../infra/answer-cache';
import * as services from './service';

export async function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  // The names in the visitor's language: the one they chose (cookie) or their browser's (issue 28 item 5); the answer
  // per language is kept in memory until a service changes (ADR 0080).
  route(app, 'activeServices', {
    handler: async (request, reply) => {
      const language = answerLanguage(request, reply);
      return sendCachedAnswer(ctx, request, reply, 'services', language, () => services.activeServices(ctx, language));
    },
  });
}

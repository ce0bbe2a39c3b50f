import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { answerLanguage } from '../../infra/caller-language';
import * as services from './service';

export async function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  // The names in the visitor's language: the one they chose (cookie) or their browser's (issue 28 item 5).
  route(app, 'activeServices', {
    handler: async (request, reply) => services.activeServices(ctx, answerLanguage(request, reply)),
  });
}

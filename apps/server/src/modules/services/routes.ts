import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { pageLanguage } from '../../infra/page-language';
import * as services from './service';

export async function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  // The names in the visitor's language: the one they chose (cookie) or their browser's (issue 28 item 5).
  route(app, 'activeServices', {
    handler: async (request, reply) => {
      void reply.header('Vary', 'Accept-Language, Cookie');
      return services.activeServices(ctx, pageLanguage(request).language);
    },
  });
}

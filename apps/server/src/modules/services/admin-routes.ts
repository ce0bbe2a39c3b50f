import type { FastifyInstance } from 'fastify';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import type { AppContext } from '../../infra/context';
import { envelope } from '../../infra/envelope';
import { route } from '../../infra/route';
import * as admin from './admin-service';

export async function registerServiceAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'adminServices', { handler: async () => envelope(await admin.allServices(ctx)) });

  // /admin/services is ours, /services the original admin client's (issue 24): one handler for each call.
  for (const name of ['createService', 'createServiceOriginalPath'] as const) {
    route(app, name, {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(envelope(await admin.createService(ctx, request.body), answerTextsIt.services.created)),
    });
  }

  for (const name of ['updateService', 'updateServiceOriginalPath'] as const) {
    route(app, name, {
      handler: async (request) =>
        envelope(
          await admin.updateService(ctx, request.params.id, request.body),
          answerTextsIt.services.updated,
        ),
    });
  }

  route(app, 'saveServiceTranslations', {
    handler: async (request) =>
      envelope(await admin.saveServiceTranslations(ctx, request.params.id, request.body), answerTextsIt.shop.translationsSaved),
  });

  route(app, 'deleteService', {
    handler: async (request) => {
      const data = await admin.deleteService(ctx, request.params.id);
      return envelope(
        data,
        data.outcome === 'deleted'
          ? answerTextsIt.services.deleted
          : answerTextsIt.services.deactivated,
      );
    },
  });
}

import type { FastifyInstance } from 'fastify';
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
          .send(envelope(await admin.createService(ctx, request.body), 'Servizio creato con successo!')),
    });
  }

  for (const name of ['updateService', 'updateServiceOriginalPath'] as const) {
    route(app, name, {
      handler: async (request) =>
        envelope(
          await admin.updateService(ctx, request.params.id, request.body),
          'Servizio aggiornato con successo!',
        ),
    });
  }

  route(app, 'saveServiceTranslations', {
    handler: async (request) =>
      envelope(await admin.saveServiceTranslations(ctx, request.params.id, request.body), 'Traduzioni salvate.'),
  });

  route(app, 'deleteService', {
    handler: async (request) => {
      const data = await admin.deleteService(ctx, request.params.id);
      return envelope(
        data,
        data.outcome === 'deleted'
          ? 'Servizio eliminato con successo!'
          : 'Il servizio è usato da appuntamenti esistenti: è stato disattivato e non è più prenotabile.',
      );
    },
  });
}

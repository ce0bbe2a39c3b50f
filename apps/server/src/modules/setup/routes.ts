import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { completeWebSetup, setupStatus } from './service';

export async function registerSetupRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'setupStatus', {
    handler: async () => ({ success: true as const, data: await setupStatus(ctx.db) }),
  });

  route(app, 'completeSetup', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const data = await completeWebSetup(ctx, request.body);
      return reply.status(201).send({
        success: true as const,
        data,
        message: 'Configurazione completata. Accedi come amministratore.',
      });
    },
  });
}

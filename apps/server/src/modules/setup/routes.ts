import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetupRequest, SetupResponse, SetupStatusResponse } from '@barber/shared/schemas/setup';
import type { AppContext } from '../../infra/context';
import { completeWebSetup, setupStatus } from './service';

export async function registerSetupRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/setup/status', {
    config: { access: 'public' },
    schema: {
      tags: ['setup'],
      description: 'Whether the one-time first-run setup is still open (no admin yet).',
      response: { 200: SetupStatusResponse },
    },
    handler: async () => ({ success: true as const, data: await setupStatus(ctx.db) }),
  });

  api.post('/setup', {
    config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['setup'],
      description:
        'Creates the first admin and the shop details, once: 409 SETUP_DONE as soon as an admin exists. setupCode is the code the server prints at start while setup is open.',
      body: SetupRequest,
      response: { 201: SetupResponse },
    },
    handler: async (request, reply) => {
      const data = await completeWebSetup(ctx, request.body as never);
      return reply
        .status(201)
        .send({
          success: true as const,
          data,
          message: 'Configurazione completata. Accedi come amministratore.',
        });
    },
  });
}

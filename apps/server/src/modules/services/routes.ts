import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ServiceListResponse } from '@barber/shared/schemas/catalog';
import type { AppContext } from '../../infra/context';
import * as services from './service';

export async function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/services/active', {
    config: { access: 'public' },
    schema: {
      tags: ['services'],
      description: 'Active services with price in CHF and duration in minutes, as a bare list (the spec\'s shape).',
      response: { 200: ServiceListResponse },
    },
    handler: async () => services.activeServices(ctx),
  });
}

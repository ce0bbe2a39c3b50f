import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopStateResponse } from '@barber/shared/schemas/shop';
import type { AppContext } from '../../infra/context';
import { shopState } from './service';

export async function registerShopRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/shop', {
    config: { access: 'public' },
    schema: {
      tags: ['shop'],
      description:
        "The shop's public details (name, address, contacts, hours) with configured: true; before the first-run setup {configured: false, needsSetup}.",
      response: { 200: ShopStateResponse },
    },
    handler: async () => ({ success: true as const, data: await shopState(ctx) }),
  });
}

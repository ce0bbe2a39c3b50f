import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopInfoResponse } from '@barber/shared/schemas/shop';
import type { AppContext } from '../../infra/context';
import { shopInfo } from './service';

export async function registerShopRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/shop', {
    config: { access: 'public' },
    schema: { tags: ['shop'], description: "The shop's public details (name, address, contacts, hours).", response: { 200: ShopInfoResponse } },
    handler: async () => ({ success: true as const, data: await shopInfo(ctx) }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { shopState } from './service';

export async function registerShopRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'shopState', {
    handler: async () => ({ success: true as const, data: await shopState(ctx) }),
  });
}

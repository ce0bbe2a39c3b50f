import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import * as services from './service';

export async function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'activeServices', { handler: async () => services.activeServices(ctx) });
}

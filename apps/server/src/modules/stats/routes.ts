import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { adminStats, barberStats } from './service';

export async function registerStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'adminStats', {
    handler: async (request) => adminStats(ctx, request.query),
  });
  route(app, 'barberStats', {
    handler: async (request) => barberStats(ctx, requireUser(request), request.params.id, request.query.timeframe),
  });
}

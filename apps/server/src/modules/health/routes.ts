import type { FastifyInstance } from 'fastify';
import { API_VERSION } from '../../infra/version';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { databasePing } from './repo';

export async function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  const databaseAnswers = databasePing(ctx.db);
  route(app, 'health', {
    handler: async () => {
      await databaseAnswers();
      return { status: 'ok' as const, database: ctx.database.kind, version: API_VERSION, time: ctx.now().toISOString() };
    },
  });
}

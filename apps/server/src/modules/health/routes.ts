import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_VERSION } from '../../infra/version';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';

export async function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'health', {
    handler: async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.database.kind, version: API_VERSION, time: ctx.now().toISOString() };
    },
  });
}

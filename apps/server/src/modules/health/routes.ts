import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthResponse } from '@barber/shared/schemas/common';
import { API_VERSION } from '../../infra/version';
import type { AppContext } from '../../infra/context';

export async function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: { tags: ['system'], response: { 200: HealthResponse } },
    handler: async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.database.kind, version: API_VERSION, time: ctx.now().toISOString() };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboundMessages } from '../../db/schema';
import type { AppContext } from '../../infra/context';

const OutboxMessage = z.object({
  _id: z.string(),
  channel: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  status: z.string(),
  provider: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * The dev outbox: what the product would have emailed, for demos and tests. Only in demo mode, admins only;
 * never registered in production.
 */
export async function registerDevRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.demoMode || ctx.config.env === 'production') return;
  app.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', {
    config: { access: ['admin'] },
    schema: {
      tags: ['dev'],
      security: [{ bearer: [] }],
      querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.object({ success: z.literal(true), data: z.array(OutboxMessage) }) },
    },
    handler: async (request) => {
      const { to, limit } = request.query;
      const rows = await ctx.db
        .select()
        .from(outboundMessages)
        .where(to ? eq(outboundMessages.recipient, to.toLowerCase()) : undefined)
        .orderBy(desc(outboundMessages.createdAt))
        .limit(limit);
      return {
        success: true as const,
        data: rows.map((r) => ({
          _id: r.id,
          channel: r.channel,
          kind: r.kind,
          recipient: r.recipient,
          subject: r.subject,
          bodyText: r.bodyText,
          attachments: r.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
          status: r.status,
          provider: r.provider,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  });
}

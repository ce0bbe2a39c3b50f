import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outboundMessages } from '../../db/schema';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';

/**
 * The dev outbox: what the product would have emailed, for demos and tests. Only in demo mode, admins only;
 * never registered in production.
 */
export async function registerDevRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.demoMode || ctx.config.env === 'production') return;
  route(app, 'devOutbox', {
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

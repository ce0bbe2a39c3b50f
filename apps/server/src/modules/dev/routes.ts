import type { FastifyInstance } from 'fastify';
import { addMonthsClamped } from '@barber/shared/domain/subscriptions/period';
import { AppError } from '../../infra/errors';
import * as subscriptionsModule from '../subscriptions/index';
import { timeZoneIn, checkAccess } from '../subscriptions/index';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { deleteSubscription, latestMessages, setPlanAppointmentLimit } from './repo';

/**
 * The dev outbox: what the product would have emailed, for demos and tests. Only in demo mode, admins only;
 * never registered in production.
 */
export async function registerDevRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.demoMode || ctx.config.env === 'production') return;
  route(app, 'devOutbox', {
    handler: async (request) => {
      const { to, limit } = request.query;
      const rows = await latestMessages(ctx.db, to, limit);
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

  // The browser journeys' plan states (issue 12): a shop without a plan, or one at its monthly limit. Demo only.
  route(app, 'devSetSubscription', {
    handler: async (request) => {
      const { status, plan: planName, appointmentLimit } = request.body;
      await ctx.db.transaction(async (tx) => {
        const plan = await subscriptionsModule.findPlanByName(tx, planName);
        if (!plan) throw new AppError('PLAN_NOT_FOUND');
        if (appointmentLimit !== undefined) {
          await setPlanAppointmentLimit(tx, plan.id, appointmentLimit, ctx.now());
        }
        const current = await subscriptionsModule.findSubscription(tx);
        if (status === 'none') {
          if (current) await deleteSubscription(tx, current.id);
          return;
        }
        const now = ctx.now();
        const end = addMonthsClamped(now, 1, await timeZoneIn(tx));
        const active = status === 'active';
        const values = {
          planId: plan.id,
          pendingPlanId: null,
          status,
          autoRenew: active,
          savedPaymentMethodId: active ? 'pm_card_visa' : null,
          startDate: active ? now : null,
          currentPeriodStart: active ? now : null,
          currentPeriodEnd: active ? end : null,
          endDate: active ? end : null,
          nextBillingDate: active ? end : null,
          updatedAt: now,
        };
        if (current) await subscriptionsModule.updateSubscription(tx, current.id, values);
        else await subscriptionsModule.insertSubscription(tx, values);
      });
      return checkAccess(ctx);
    },
  });
}

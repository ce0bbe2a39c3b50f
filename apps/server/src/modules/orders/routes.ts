import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { requestLanguage } from '../../infra/caller-language';
import { createOrder } from './place-service';
import { adminOrders, getOrder, myOrders } from './read-service';
import { setOrderStatus } from './status-service';

export async function registerOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  // A checkout is a public form (guests order too): the same per-address limit as bookings.
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };
  route(app, 'createOrder', {
    config: publicForm,
    handler: async (request, reply) => {
      const answer = await createOrder(
        ctx,
        request.user,
        request.body,
        request.headers['idempotency-key'],
        requestLanguage(request),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  });
  route(app, 'myOrders', { handler: async (request) => myOrders(ctx, requireUser(request as never), request.query) });
  route(app, 'order', { handler: async (request) => getOrder(ctx, requireUser(request as never), request.params.id) });
  route(app, 'adminOrders', { handler: async (request) => adminOrders(ctx, request.query) });
  route(app, 'orderStatus', {
    handler: async (request) => setOrderStatus(ctx, requireUser(request as never), request.params.id, request.body.status),
  });
}

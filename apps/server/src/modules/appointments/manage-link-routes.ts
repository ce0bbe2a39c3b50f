import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessagesIt } from '@barber/shared/messages/it';
import type { Config } from '../../infra/config';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { route } from '../../infra/route';
import { tooManyRequests } from '../../infra/too-many-requests';
import { cancelManaged, moveManaged, viewManaged } from './manage-link-service';

export const MANAGE_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Wrong links an address may try in 15 minutes before every manage call from it is refused: 10 with the
 * default PUBLIC_FORM_RATE_LIMIT (a third of it, like the guest booking limits). A token has 128 bits, so this
 * is not what makes guessing hopeless; it keeps someone trying from loading the server for nothing.
 */
export function manageFailureLimit(config: Pick<Config, 'publicFormRateLimit'>): number {
  return Math.max(1, Math.floor(config.publicFormRateLimit / 3));
}

/**
 * Runs a manage call, counting a 404 against the caller's address in ctx.limiter (shared across instances with
 * Redis); once the address has too many, it gets a 429 that says when to retry, whatever the token.
 */
async function guarded<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T> {
  const key = `manage-link:failures:${request.ip}`;
  const max = manageFailureLimit(ctx.config);
  const seen = await ctx.limiter.peek(key, max);
  if (!seen.allowed) {
    throw tooManyRequests(
      reply,
      'MANAGE_LINK_RATE_LIMITED',
      errorMessagesIt.MANAGE_LINK_RATE_LIMITED,
      seen.resetInMs,
    );
  }
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'MANAGE_LINK_NOT_FOUND') {
      await ctx.limiter.hit(key, max, MANAGE_FAILURE_WINDOW_MS);
    }
    throw error;
  }
}

export async function registerManageRoutes(app: FastifyInstance, ctx: AppContext) {
  // Each call is also limited per address like the other public forms.
  const config = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'managedAppointment', {
    config,
    handler: async (request, reply) =>
      guarded(ctx, request, reply, () => viewManaged(ctx, request.params.token)),
  });

  route(app, 'managedAppointmentMove', {
    config,
    handler: async (request, reply) =>
      guarded(ctx, request, reply, () => moveManaged(ctx, request.params.token, request.body)),
  });

  route(app, 'managedAppointmentCancel', {
    config,
    handler: async (request, reply) =>
      guarded(ctx, request, reply, () =>
        cancelManaged(ctx, request.params.token, request.body?.cancellationReason),
      ),
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { sendCachedAnswer } from '../../infra/answer-cache';
import { listAllBarbers } from './management-service';
import * as barbers from './service';

/** The public barber calls answer in the spec's shapes: bare lists and the barber itself, no envelope. */
export async function registerBarberRoutes(app: FastifyInstance, ctx: AppContext) {
  // Two paths with one answer: the spec's guest page and waiting list each call their own.
  // The list is kept in memory per route and day (past vacations drop out at midnight) until a barber changes (ADR 0080).
  const cachedActive = async (request: FastifyRequest, reply: FastifyReply, name: string) => {
    const today = await barbers.barbersToday(ctx);
    return sendCachedAnswer(ctx, request, reply, 'barbers', `${name} ${today}`, () => barbers.activeBarbers(ctx, today));
  };
  for (const name of ['publicBarbers', 'waitingListBarbers'] as const) {
    route(app, name, { handler: async (request, reply) => cachedActive(request, reply, name) });
  }
  route(app, 'barberDirectory', {
    handler: async (request, reply) =>
      request.user?.role === 'admin' ? listAllBarbers(ctx) : cachedActive(request, reply, 'barberDirectory'),
  });
  route(app, 'publicBarber', { handler: async (request) => barbers.publicBarber(ctx, request.params.id) });
  route(app, 'barberVacationCheck', {
    handler: async (request) => barbers.checkVacation(ctx, request.params.id, request.query.date),
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { listAllBarbers } from './management-service';
import * as barbers from './service';

/** The public barber calls answer in the spec's shapes: bare lists and the barber itself, no envelope. */
export async function registerBarberRoutes(app: FastifyInstance, ctx: AppContext) {
  // Two paths with one answer: the spec's guest page and waiting list each call their own.
  for (const name of ['publicBarbers', 'waitingListBarbers'] as const) {
    route(app, name, { handler: async () => barbers.activeBarbers(ctx) });
  }
  route(app, 'barberDirectory', {
    handler: async (request) =>
      request.user?.role === 'admin' ? listAllBarbers(ctx) : barbers.activeBarbers(ctx),
  });
  route(app, 'publicBarber', { handler: async (request) => barbers.publicBarber(ctx, request.params.id) });
  route(app, 'barberVacationCheck', {
    handler: async (request) => barbers.checkVacation(ctx, request.params.id, request.query.date),
  });
}

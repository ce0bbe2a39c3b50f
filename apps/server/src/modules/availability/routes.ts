import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { anyBarberSlots } from './any-barber';
import { availabilityCalendar, availableSlots } from './service';

export async function registerAvailabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'availabilityCalendar', {
    handler: async (request) => availabilityCalendar(ctx, request.query),
  });
  // The same grid for the public pages and for staff (the spec's admin booking calls the second path).
  for (const name of ['publicAvailableSlots', 'staffAvailableSlots'] as const) {
    route(app, name, { handler: async (request) => availableSlots(ctx, request.query) });
  }
  route(app, 'anyBarberSlots', { handler: async (request) => anyBarberSlots(ctx, request.query) });
}

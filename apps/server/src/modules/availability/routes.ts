import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AvailableSlotsQuery, AvailableSlotsResponse } from '@barber/shared/schemas/appointments';
import type { AppContext } from '../../infra/context';
import { availableSlots } from './service';

export async function registerAvailabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/appointments/public/available-slots', {
    config: { access: 'public' },
    schema: {
      tags: ['appointments'],
      description:
        "The 15-minute grid of one barber-day in the shop's time zone. barberId, date and duration are required " +
        "(400 'Parametri mancanti per la richiesta degli slot'); with serviceId the service's duration is used.",
      querystring: AvailableSlotsQuery,
      response: { 200: AvailableSlotsResponse },
    },
    handler: async (request) => availableSlots(ctx, request.query),
  });
}

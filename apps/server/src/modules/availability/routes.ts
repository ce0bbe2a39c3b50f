import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailabilityCalendarQuery,
  AvailabilityCalendarResponse,
  AvailableSlotsQuery,
  AvailableSlotsResponse,
} from '@barber/shared/schemas/appointments';
import type { AppContext } from '../../infra/context';
import { availabilityCalendar, availableSlots } from './service';

const STAFF = ['admin', 'barber'] as const;

export async function registerAvailabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/appointments/public/availability-calendar', {
    config: { access: 'public' },
    schema: {
      tags: ['appointments'],
      description:
        'Per day of a range (default: today and the next 30 days), the day status, how many start times are free ' +
        'and the first one. One request per barber instead of one per day.',
      querystring: AvailabilityCalendarQuery,
      response: { 200: AvailabilityCalendarResponse },
    },
    handler: async (request) => availabilityCalendar(ctx, request.query),
  });
  // The same grid for the public pages and for staff (the spec's admin booking calls the second path).
  for (const [url, access, who] of [
    ['/appointments/public/available-slots', 'public', 'Public'],
    ['/appointments/available-slots', STAFF, 'Staff (admin and barbers)'],
  ] as const) {
    api.get(url, {
      config: { access },
      schema: {
        tags: ['appointments'],
        ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
        description:
          `${who}: the 15-minute grid of one barber-day in the shop's time zone, as a bare list (the spec's ` +
          "shape); empty when the day is not open (the availability calendar says why). barberId, date and " +
          "duration are required (400 'Parametri mancanti per la richiesta degli slot'); with serviceId the " +
          "service's duration is used.",
        querystring: AvailableSlotsQuery,
        response: { 200: AvailableSlotsResponse },
      },
      handler: async (request) => availableSlots(ctx, request.query),
    });
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BarberPublicListResponse,
  BarberPublicResponse,
  CheckVacationQuery,
  CheckVacationResponse,
} from '@barber/shared/schemas/catalog';
import { Id } from '@barber/shared/schemas/common';
import type { AppContext } from '../../infra/context';
import * as barbers from './service';

const IdParams = z.object({ id: Id });

export async function registerBarberRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = async () => ({ success: true as const, data: await barbers.activeBarbers(ctx) });

  // Three paths with one answer: the spec's guest page, waiting list and registered page each call their own.
  for (const [url, description] of [
    ['/appointments/public/barbers', 'Active barbers for the guest booking page.'],
    ['/barbers/public', 'Active barbers (waiting list).'],
    ['/barbers', 'Active barbers with their services (registered booking page); public fields only.'],
  ] as const) {
    api.get(url, {
      config: { access: 'public' },
      schema: { tags: ['barbers'], description, response: { 200: BarberPublicListResponse } },
      handler: list,
    });
  }

  api.get('/appointments/public/barbers/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['barbers'],
      description: 'One active barber with working hours, services and current or future vacations.',
      params: IdParams,
      response: { 200: BarberPublicResponse },
    },
    handler: async (request) => ({ success: true as const, data: await barbers.publicBarber(ctx, request.params.id) }),
  });

  api.get('/barbers/:id/check-vacation', {
    config: { access: 'public' },
    schema: {
      tags: ['barbers'],
      description: 'Whether the barber is on vacation on the given shop-local date.',
      params: IdParams,
      querystring: CheckVacationQuery,
      response: { 200: CheckVacationResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await barbers.checkVacation(ctx, request.params.id, request.query.date),
    }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BarberDirectoryResponse,
  BarberPublicListResponse,
  BarberPublicResponse,
  CheckVacationQuery,
  CheckVacationResponse,
} from '@barber/shared/schemas/catalog';
import { Id } from '@barber/shared/schemas/common';
import type { AppContext } from '../../infra/context';
import { listAllBarbers } from './management-service';
import * as barbers from './service';

const IdParams = z.object({ id: Id });

/** The public barber calls answer in the spec's shapes: bare lists and the barber itself, no envelope. */
export async function registerBarberRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Two paths with one answer: the spec's guest page and waiting list each call their own.
  for (const [url, description] of [
    ['/appointments/public/barbers', 'Active barbers for the guest booking page.'],
    ['/barbers/public', 'Active barbers (waiting list).'],
  ] as const) {
    api.get(url, {
      config: { access: 'public' },
      schema: { tags: ['barbers'], description, response: { 200: BarberPublicListResponse } },
      handler: async () => barbers.activeBarbers(ctx),
    });
  }

  api.get('/barbers', {
    config: { access: 'public' },
    schema: {
      tags: ['barbers'],
      description:
        'The registered booking page and the admin panel read the same call: the admin gets every barber in the ' +
        'staff view (email, phone, inactive ones too), anyone else the active barbers with public fields only.',
      response: { 200: BarberDirectoryResponse },
    },
    handler: async (request) => (request.user?.role === 'admin' ? listAllBarbers(ctx) : barbers.activeBarbers(ctx)),
  });

  api.get('/appointments/public/barbers/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['barbers'],
      description: 'One active barber itself (workingHours at the top level), with services and current or future vacations.',
      params: IdParams,
      response: { 200: BarberPublicResponse },
    },
    handler: async (request) => barbers.publicBarber(ctx, request.params.id),
  });

  api.get('/barbers/:id/check-vacation', {
    config: { access: 'public' },
    schema: {
      tags: ['barbers'],
      description: 'Whether the barber is on vacation on the given shop-local date: {isOnVacation, vacationInfo}.',
      params: IdParams,
      querystring: CheckVacationQuery,
      response: { 200: CheckVacationResponse },
    },
    handler: async (request) => barbers.checkVacation(ctx, request.params.id, request.query.date),
  });
}

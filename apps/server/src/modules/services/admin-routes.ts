import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '@barber/shared/schemas/common';
import { AdminServiceListResponse, DeleteServiceResponse, ServiceRequest, ServiceResponse, UpdateServiceRequest } from '@barber/shared/schemas/staff';
import type { AppContext } from '../../infra/context';
import * as admin from './admin-service';

const IdParams = z.object({ id: Id });
const bearer = [{ bearer: [] }];
const ADMIN = ['admin'] as const;

export async function registerServiceAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/services', {
    config: { access: ADMIN },
    schema: { tags: ['services'], security: bearer, description: 'Every service, inactive ones included.', response: { 200: AdminServiceListResponse } },
    handler: async () => ({ success: true as const, data: await admin.allServices(ctx) }),
  });

  api.post('/admin/services', {
    config: { access: ADMIN },
    schema: {
      tags: ['services'],
      security: bearer,
      description: 'Creates a service: price in CHF (2 decimals), duration in minutes.',
      body: ServiceRequest,
      response: { 201: ServiceResponse },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await admin.createService(ctx, request.body),
        message: 'Servizio creato con successo!',
      }),
  });

  api.put('/admin/services/:id', {
    config: { access: ADMIN },
    schema: {
      tags: ['services'],
      security: bearer,
      description: 'Updates a service; booked appointments keep their price and duration.',
      params: IdParams,
      body: UpdateServiceRequest,
      response: { 200: ServiceResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await admin.updateService(ctx, request.params.id, request.body),
      message: 'Servizio aggiornato con successo!',
    }),
  });

  api.delete('/admin/services/:id', {
    config: { access: ADMIN },
    schema: {
      tags: ['services'],
      security: bearer,
      description: "Deletes an unbooked service; one referenced by appointments is deactivated (outcome says which).",
      params: IdParams,
      response: { 200: DeleteServiceResponse },
    },
    handler: async (request) => {
      const data = await admin.deleteService(ctx, request.params.id);
      return {
        success: true as const,
        data,
        message:
          data.outcome === 'deleted'
            ? 'Servizio eliminato con successo!'
            : 'Il servizio è usato da appuntamenti esistenti: è stato disattivato e non è più prenotabile.',
      };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AbsenceConflictResponse,
  CreateTemporaryAbsenceRequest,
  TemporaryAbsenceListResponse,
  TemporaryAbsenceResponse,
  TemporaryAbsencesQuery,
  UpdateTemporaryAbsenceRequest,
} from '@barber/shared/schemas/absences';
import { Id, MessageResponse } from '@barber/shared/schemas/common';
import type { AppContext } from '../../infra/context';
import * as absences from './service';

const IdParams = z.object({ id: Id });
const bearer = [{ bearer: [] }];
const ADMIN = ['admin'] as const;

export async function registerAbsenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  absences.scheduleAbsencePurge(ctx);

  api.get('/admin/temporary-absences', {
    config: { access: ADMIN },
    schema: {
      tags: ['absences'],
      security: bearer,
      description: "One shop-local day's temporary absences with their blocked 15-minute slots.",
      querystring: TemporaryAbsencesQuery,
      response: { 200: TemporaryAbsenceListResponse },
    },
    handler: async (request) => ({ success: true as const, data: await absences.listAbsences(ctx, request.query.date) }),
  });

  api.post('/admin/temporary-absences', {
    config: { access: ADMIN },
    schema: {
      tags: ['absences'],
      security: bearer,
      description:
        'Blocks part of a day (today or later) for one barber, or for the whole studio without barberId. ' +
        'Refused with 409 and the conflicting appointments when pending or confirmed appointments overlap it.',
      body: CreateTemporaryAbsenceRequest,
      response: { 201: TemporaryAbsenceResponse, 409: AbsenceConflictResponse },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await absences.createAbsence(ctx, request.body),
        message: 'Assenza temporanea creata con successo',
      }),
  });

  api.put('/admin/temporary-absences/:id', {
    config: { access: ADMIN },
    schema: {
      tags: ['absences'],
      security: bearer,
      description: 'Changes times, reason and notes; the date is locked. The conflict rule applies again.',
      params: IdParams,
      body: UpdateTemporaryAbsenceRequest,
      response: { 200: TemporaryAbsenceResponse, 409: AbsenceConflictResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await absences.updateAbsence(ctx, request.params.id, request.body),
      message: 'Assenza aggiornata con successo',
    }),
  });

  api.delete('/admin/temporary-absences/:id', {
    config: { access: ADMIN },
    schema: { tags: ['absences'], security: bearer, params: IdParams, response: { 200: MessageResponse } },
    handler: async (request) => {
      await absences.deleteAbsence(ctx, request.params.id);
      return { success: true as const, message: 'Assenza eliminata con successo' };
    },
  });
}

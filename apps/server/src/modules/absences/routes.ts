import type { FastifyInstance } from 'fastify';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import type { AppContext } from '../../infra/context';
import { confirmation, envelope } from '../../infra/envelope';
import { route } from '../../infra/route';
import * as absences from './service';

export async function registerAbsenceRoutes(app: FastifyInstance, ctx: AppContext) {
  absences.scheduleAbsencePurge(ctx);

  route(app, 'temporaryAbsences', {
    handler: async (request) => envelope(await absences.listAbsences(ctx, request.query.date)),
  });

  route(app, 'createAbsence', {
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          envelope(await absences.createAbsence(ctx, request.body), answerTextsIt.absences.created),
        ),
  });

  route(app, 'updateAbsence', {
    handler: async (request) =>
      envelope(
        await absences.updateAbsence(ctx, request.params.id, request.body),
        answerTextsIt.absences.updated,
      ),
  });

  route(app, 'deleteAbsence', {
    handler: async (request) => {
      await absences.deleteAbsence(ctx, request.params.id);
      return confirmation(answerTextsIt.absences.deleted);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import { requestLanguage } from '../../infra/caller-language';
import { answerTexts } from '../../infra/languages';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { confirmation, envelope } from '../../infra/envelope';
import { route } from '../../infra/route';
import * as management from './management-service';
import { notifyScheduleUpdate } from './schedule-notice';

export async function registerBarberManagementRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'adminBarbers', { handler: async () => envelope(await management.listAllBarbers(ctx)) });

  route(app, 'barberByEmail', {
    handler: async (request) =>
      envelope(await management.barberByEmail(ctx, requireUser(request), request.query.email)),
  });

  route(app, 'barberView', {
    handler: async (request) =>
      envelope(await management.barberView(ctx, requireUser(request), request.params.id)),
  });

  route(app, 'createBarber', {
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: answerTextsIt.barbers.created,
        ...(await management.createBarber(ctx, request.body)),
      }),
  });

  route(app, 'updateBarber', {
    handler: async (request) => {
      const user = requireUser(request);
      const barber = await management.updateBarberProfile(ctx, user, request.params.id, request.body);
      return envelope(
        barber,
        user.role === 'admin' ? answerTextsIt.barbers.updated : answerTextsIt.account.profileUpdated,
      );
    },
  });

  // The schedule and the services: each replaces one part of the record and answers the whole barber.
  route(app, 'saveWorkingHours', {
    handler: async (request) =>
      envelope(
        await management.setWorkingHours(
          ctx,
          requireUser(request),
          request.params.id,
          request.body.workingHours,
        ),
        answerTextsIt.barbers.hoursUpdated,
      ),
  });

  route(app, 'saveVacations', {
    handler: async (request) =>
      envelope(
        await management.setVacations(
          ctx,
          requireUser(request),
          request.params.id,
          request.body.vacations,
          request.body.confirmConflicts,
        ),
        answerTextsIt.barbers.vacationsUpdated,
      ),
  });

  route(app, 'saveBarberServices', {
    handler: async (request) =>
      envelope(
        await management.setServices(ctx, requireUser(request), request.params.id, request.body.services),
        answerTextsIt.barbers.servicesUpdated,
      ),
  });

  route(app, 'deactivateBarber', {
    handler: async (request) =>
      envelope(await management.deactivateBarber(ctx, request.params.id), answerTextsIt.barbers.deleted),
  });

  route(app, 'notifyScheduleUpdate', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const customers = await notifyScheduleUpdate(ctx, requireUser(request), request.body.barberId);
      // A text with a value: written in the caller's language here (the fixed texts are translated on the way out).
      const texts = answerTexts[requestLanguage(request)].barbers;
      return confirmation(customers === 0 ? texts.notified : texts.customersNotified(customers));
    },
  });
}

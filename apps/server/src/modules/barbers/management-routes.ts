import type { FastifyInstance } from 'fastify';
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
        message: 'Barbiere creato con successo!',
        ...(await management.createBarber(ctx, request.body)),
      }),
  });

  route(app, 'updateBarber', {
    handler: async (request) => {
      const user = requireUser(request);
      const barber = await management.updateBarberProfile(ctx, user, request.params.id, request.body);
      return envelope(
        barber,
        user.role === 'admin' ? 'Barbiere aggiornato con successo!' : 'Profilo aggiornato con successo!',
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
        'Orari aggiornati con successo!',
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
        'Vacanze aggiornate con successo!',
      ),
  });

  route(app, 'saveBarberServices', {
    handler: async (request) =>
      envelope(
        await management.setServices(ctx, requireUser(request), request.params.id, request.body.services),
        'Servizi aggiornati con successo!',
      ),
  });

  route(app, 'deactivateBarber', {
    handler: async (request) =>
      envelope(await management.deactivateBarber(ctx, request.params.id), 'Barbiere eliminato con successo!'),
  });

  route(app, 'notifyScheduleUpdate', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const customers = await notifyScheduleUpdate(ctx, requireUser(request), request.body.barberId);
      return confirmation(
        customers === 0
          ? 'Notifica di aggiornamento orari inviata.'
          : `Notifica di aggiornamento orari inviata. ${customers === 1 ? 'Un cliente è stato avvisato' : `${customers} clienti sono stati avvisati`} di scegliere un nuovo orario.`,
      );
    },
  });
}

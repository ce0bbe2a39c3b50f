import type { Language } from '@barber/shared/messages/languages';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CreateWalkInRequest, WalkInQueue, WalkInView } from '@barber/shared/contract/walk-ins';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { shopTimeZone } from '../shop/index';
import { queueDto, queuedDto, queueState } from './queue';
import * as repo from './repo';

export const WALK_IN_TEXTS = {
  joined: 'Sei in coda: ti mandiamo un SMS quando tocca a te',
  closed: 'La coda senza appuntamento non è attiva oggi',
  noRoom: "Oggi non c'è più posto senza appuntamento per questo servizio: prenota un appuntamento",
  serviceInvalid: 'Servizio non valido',
  barberNoService: 'Questo barbiere non offre il servizio scelto',
  notFound: 'Non sei (più) in coda: il link non è valido',
  settingsSaved: 'Impostazioni della coda salvate',
  setupMissing: 'Completa prima la configurazione del negozio',
} as const;

type CreateInput = z.output<typeof CreateWalkInRequest>;

/** POST /walk-ins: joins the queue behind everyone already in it, if some chair has room for the service today. */
export async function joinQueue(
  ctx: AppContext,
  caller: AuthUser | null | undefined,
  body: CreateInput,
  language: Language,
) {
  const now = ctx.now();
  const timeZone = await shopTimeZone(ctx);
  const barberId = body.barberId || null;
  const staff = caller?.role === 'admin' || caller?.role === 'barber';
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await repo.walkInsEnabled(tx))) throw new AppError('CONFLICT', WALK_IN_TEXTS.closed);
    const service = (await repo.activeServices(tx)).find((s) => s.id === body.serviceId);
    if (!service) throw fieldError('serviceId', WALK_IN_TEXTS.serviceInvalid);
    const chairs = await repo.chairsOffered(tx);
    const offering = chairs.filter((c) => c.serviceIds.includes(service.id));
    if (offering.length === 0) throw fieldError('serviceId', WALK_IN_TEXTS.serviceInvalid);
    if (barberId && !offering.some((c) => c.barberId === barberId)) throw fieldError('barberId', WALK_IN_TEXTS.barberNoService);
    const newcomer = { id: 'new', serviceId: service.id, durationMinutes: service.durationMinutes, barberId };
    const placement = (await queueState(tx, now, timeZone, newcomer)).placements.get('new');
    // At the door, a queue no chair can serve today is refused; at the counter the barber decides (they may stay on).
    if (!placement || (placement.waitMinutes === null && !staff)) throw new AppError('CONFLICT', WALK_IN_TEXTS.noRoom);
    const token = randomBytes(24).toString('base64url');
    const id = await repo.insertWalkIn(tx, {
      token,
      firstName: body.firstName,
      phone: body.phone,
      serviceId: service.id,
      barberId,
      addedByUserId: staff ? caller.id : null,
      language,
      createdAt: now,
      updatedAt: now,
    });
    return { id, token, position: placement.position, estimatedWaitMinutes: placement.waitMinutes };
  });
  ctx.realtime.walkInsChanged();
  return { success: true as const, message: WALK_IN_TEXTS.joined, data: result };
}

/** GET /walk-ins/queue: first names, services, places and waits; whether the queue is open at all. */
export async function publicQueue(ctx: AppContext): Promise<{ success: true; data: WalkInQueue }> {
  const enabled = await repo.walkInsEnabled(ctx.db);
  const state = await queueState(ctx.db, ctx.now(), await shopTimeZone(ctx));
  return { success: true, data: queueDto(enabled, state) };
}

/** GET /walk-ins/:token: the customer's own place, also once served (position null). */
export async function viewWalkIn(ctx: AppContext, token: string): Promise<{ success: true; data: WalkInView }> {
  const row = await repo.walkInByToken(ctx.db, token);
  if (!row) throw new AppError('NOT_FOUND', WALK_IN_TEXTS.notFound);
  const state = await queueState(ctx.db, ctx.now(), await shopTimeZone(ctx));
  return { success: true, data: { ...queuedDto(row, state.placements.get(row.id)), serviceDuration: row.durationMinutes } };
}

/** PUT /walk-ins/settings: the owner opens or closes the queue. */
export async function saveWalkInSettings(ctx: AppContext, enabled: boolean) {
  if (!(await repo.setWalkInsEnabled(ctx.db, enabled, ctx.now()))) throw new AppError('UNAVAILABLE', WALK_IN_TEXTS.setupMissing);
  ctx.realtime.walkInsChanged();
  return { success: true as const, message: WALK_IN_TEXTS.settingsSaved, data: { enabled } };
}

export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ field, message }]);
}

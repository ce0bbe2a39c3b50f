import { chfToRappen } from '@barber/shared/domain/money';
import { cleanTranslations } from '@barber/shared/domain/content-translations';
import type { ServiceTranslationsRequest } from '@barber/shared/schemas/content-translations';
import type { Service } from '@barber/shared/schemas/catalog';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { Executor } from '../../db/client';
import { serviceIsReferenced } from '../appointments/index';
import * as repo from './repo';
import { toServiceDto } from './service';
import { errorMessagesIt } from '@barber/shared/messages/it';

export interface ServiceInput {
  name: string;
  price: number;
  duration: number;
  description: string | null;
}

/** CHF from the form becomes integer Rappen here, at the edge. */
const values = (input: ServiceInput): repo.ServiceValues => ({
  name: input.name,
  priceRappen: chfToRappen(input.price),
  durationMinutes: input.duration,
  description: input.description,
});

async function assertNameFree(tx: Executor, name: string, exceptId?: string) {
  if (await repo.activeNameTaken(tx, name, exceptId)) {
    throw new AppError('SERVICE_NAME_TAKEN', undefined, [{ field: 'name', message: errorMessagesIt.SERVICE_NAME_TAKEN }]);
  }
}

export async function allServices(ctx: AppContext): Promise<Service[]> {
  return (await repo.listAllServices(ctx.db)).map((row) => toServiceDto(row));
}

/**
 * A service's duration and whether it is active shape every grid that names it: after each change the availability
 * kept in memory starts over, on every instance (ADR 0076).
 */
async function reshapingGrids<T>(ctx: AppContext, change: Promise<T>): Promise<T> {
  const result = await change;
  ctx.realtime.availabilityChanged('all');
  return result;
}

export async function createService(ctx: AppContext, input: ServiceInput): Promise<Service> {
  return reshapingGrids(
    ctx,
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      return toServiceDto(await repo.insertService(tx, values(input)));
    }),
  );
}

/** Price and duration changes apply to new bookings only: appointments keep their own snapshot. */
export async function updateService(
  ctx: AppContext,
  id: string,
  input: ServiceInput & { isActive?: boolean | undefined },
): Promise<Service> {
  return reshapingGrids(
    ctx,
    ctx.db.transaction(async (tx) => {
      const current = await repo.findForUpdate(tx, id);
      if (!current) throw new AppError('SERVICE_NOT_FOUND');
      if (input.isActive ?? current.isActive) await assertNameFree(tx, input.name, id);
      return toServiceDto(await repo.updateService(tx, id, { ...values(input), isActive: input.isActive }, ctx.now()));
    }),
  );
}

/** The owner's German, French and English name and description; what is left empty shows the Italian. */
export async function saveServiceTranslations(ctx: AppContext, id: string, input: ServiceTranslationsRequest): Promise<Service> {
  const saved = await ctx.db.transaction(async (tx) => {
    if (!(await repo.findForUpdate(tx, id))) throw new AppError('SERVICE_NOT_FOUND');
    return toServiceDto(await repo.saveTranslations(tx, id, cleanTranslations(input), ctx.now()));
  });
  // The grids do not change, the public list kept in memory per language does (ADR 0080).
  ctx.realtime.listsChanged(['services']);
  return saved;
}

/**
 * Deletes a service nobody booked; one that appointments reference is only deactivated, because those
 * appointments (and the revenue figures) point at it.
 */
export async function deleteService(ctx: AppContext, id: string): Promise<{ _id: string; outcome: 'deleted' | 'deactivated' }> {
  return reshapingGrids(ctx, deleting(ctx, id));
}

function deleting(ctx: AppContext, id: string): Promise<{ _id: string; outcome: 'deleted' | 'deactivated' }> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findForUpdate(tx, id);
    if (!current) throw new AppError('SERVICE_NOT_FOUND');
    if (await serviceIsReferenced(tx, id)) {
      await repo.updateService(tx, id, { ...current, isActive: false }, ctx.now());
      return { _id: id, outcome: 'deactivated' as const };
    }
    await repo.deleteService(tx, id);
    return { _id: id, outcome: 'deleted' as const };
  });
}

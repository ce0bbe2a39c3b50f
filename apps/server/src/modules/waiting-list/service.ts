import type { Language } from '@barber/shared/messages/languages';
import { entryExpiresAt } from '@barber/shared/domain/waiting-list';
import type {
  AdminWaitingEntry,
  AdminWaitingQuery,
  CreateWaitingEntryRequest,
  WaitingEntry,
} from '@barber/shared/contract/waiting-list';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { shopTimeZone } from '../shop/index';
import { toAdminEntryDto, toEntryDto } from './dto';
import { announceReleased, withdrawOfferOfEntry } from './offer-service';
import * as repo from './repo';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export const ADDED_MESSAGE = "Richiesta aggiunta con successo alla lista d'attesa";
export const REMOVED_MESSAGE = 'Richiesta rimossa con successo';
/** Requests one person may have waiting at once: enough for real use, not enough to hold the whole week hostage. */
export const MAX_OPEN_ENTRIES = 10;

type CreateInput = z.output<typeof CreateWaitingEntryRequest>;

/** POST /waiting-list: the request waits 30 days (or until none of its days is left) for a freed slot. */
export async function createEntry(ctx: AppContext, user: AuthUser, body: CreateInput, language: Language) {
  const now = ctx.now();
  const barberId = body.preferredBarber && body.preferredBarber !== 'any' ? body.preferredBarber : null;
  const id = await ctx.db.transaction(async (tx) => {
    if (barberId && !(await repo.activeBarberExists(tx, barberId))) throw new AppError('BARBER_NOT_FOUND');
    const service = await repo.findOfferedService(tx, { barberId, serviceId: body.serviceId, name: body.service });
    if (!service) throw new AppError('SERVICE_NOT_FOUND');
    const open = (await repo.listOfUser(tx, user.id)).filter(
      (e) => e.entry.status === 'pending' || e.entry.status === 'notified',
    );
    if (open.length >= MAX_OPEN_ENTRIES)
      throw new AppError('CONFLICT', moduleMessagesIt.waitingListFull(MAX_OPEN_ENTRIES));
    return repo.insertEntry(tx, {
      userId: user.id,
      barberId,
      serviceId: service.id,
      preferredDays: [...new Set(body.preferredDays)],
      preferredTimeSlots: [...new Set(body.preferredTimeSlots)],
      notes: body.notes?.trim() || null,
      language,
      createdAt: now,
      expiresAt: entryExpiresAt(now),
      updatedAt: now,
    });
  });
  const row = await repo.findDetails(ctx.db, id);
  return { success: true as const, message: ADDED_MESSAGE, data: toEntryDto(ctx, row!, await shopTimeZone(ctx)) };
}

export async function myEntries(ctx: AppContext, user: AuthUser): Promise<WaitingEntry[]> {
  const timeZone = await shopTimeZone(ctx);
  return (await repo.listOfUser(ctx.db, user.id)).map((row) => toEntryDto(ctx, row, timeZone));
}

/**
 * DELETE /waiting-list/:id: the owner's only. Someone else's entry is the spec's 403 (the client shows its text);
 * a slot the entry holds is released and passed to the next matching entry in the same transaction.
 */
export async function deleteEntry(ctx: AppContext, user: AuthUser, id: string) {
  const released = await ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryForUpdate(tx, id);
    if (!entry) throw new AppError('WAITING_ENTRY_NOT_FOUND');
    if (entry.userId !== user.id) throw new AppError('WAITING_ENTRY_FORBIDDEN');
    const withdrawn = await withdrawOfferOfEntry(ctx, tx, entry.id);
    await repo.deleteEntry(tx, entry.id);
    return withdrawn;
  });
  announceReleased(ctx, [released]);
  return { success: true as const, message: REMOVED_MESSAGE };
}

export async function allEntries(ctx: AppContext, query: z.output<typeof AdminWaitingQuery>): Promise<AdminWaitingEntry[]> {
  const timeZone = await shopTimeZone(ctx);
  return (await repo.listAll(ctx.db, query)).map((row) => toAdminEntryDto(row, timeZone));
}

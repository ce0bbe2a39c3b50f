import { lastMinuteTextsIt as t } from '@barber/shared/messages/last-minute-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as repo from './repo';

/** GET /last-minute/settings: whether the shop offers freed times to due regulars (off in a new shop). */
export async function fillSettings(ctx: AppContext) {
  return { success: true as const, data: { enabled: await repo.fillEnabled(ctx.db) } };
}

/** PUT /last-minute/settings: the owner's switch; the next freed time reads it. */
export async function saveFillSettings(ctx: AppContext, enabled: boolean) {
  const saved = await repo.setFillEnabled(ctx.db, enabled, ctx.now());
  if (saved === undefined) throw new AppError('UNAVAILABLE', moduleMessagesIt.shopNotSetUp);
  return { success: true as const, data: { enabled: saved }, message: saved ? t.settingsOn : t.settingsOff };
}

/** GET /last-minute/my-choice: whether offers may reach the signed-in customer. */
export async function myChoice(ctx: AppContext, user: AuthUser) {
  return { success: true as const, data: { enabled: await repo.userChoice(ctx.db, user.id) } };
}

/** PUT /last-minute/my-choice: the customer's own switch (the profile). */
export async function saveMyChoice(ctx: AppContext, user: AuthUser, enabled: boolean) {
  await repo.setUserChoice(ctx.db, user.id, enabled, ctx.now());
  return { success: true as const, data: { enabled }, message: enabled ? t.choiceOn : t.choiceOff };
}

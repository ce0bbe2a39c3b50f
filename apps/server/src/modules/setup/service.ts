import type { z } from 'zod';
import type { SetupAdminInput, SetupStatus, ShopDetails } from '@barber/shared/schemas/setup';
import type { Db } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { hashPassword } from '../../infra/passwords';
import { assertBarbersInsideOpeningHours, clearShopCache } from '../shop/index';
import { adminExists, insertAdmin, lockSetup, saveShop, shopExists } from './repo';
import { matchesSetupCode } from './setup-code';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export type SetupAdmin = z.output<typeof SetupAdminInput>;

export async function setupStatus(db: Db): Promise<SetupStatus> {
  const [admin, shop] = await Promise.all([adminExists(db), shopExists(db)]);
  return { needsSetup: !admin, shopConfigured: shop };
}

/**
 * The first admin and the shop's details, in one transaction under a lock: of two setups at once exactly one
 * succeeds, the other gets SETUP_DONE. Shared by POST /api/setup and `npm run setup`.
 */
export async function createFirstAdminAndShop(
  db: Db,
  admin: SetupAdmin,
  shop: ShopDetails,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await lockSetup(tx);
    if (await adminExists(tx)) throw new AppError('SETUP_DONE');
    const created = await insertAdmin(tx, {
      email: admin.email,
      passwordHash,
      firstName: admin.firstName,
      lastName: admin.lastName,
    });
    // A visitor may have registered with this address before the shop was set up: the owner picks another.
    if (!created)
      throw new AppError('EMAIL_TAKEN', undefined, [
        { field: 'admin.email', message: errorMessagesIt.EMAIL_TAKEN },
      ]);
    // Barbers made before the shop (create-admin, then the panel) must fit its hours (ADR 0014).
    await assertBarbersInsideOpeningHours(tx, shop.openingHours);
    await saveShop(tx, { ...shop, foundedYear: now.getUTCFullYear() });
  });
  clearShopCache(db);
}

/** Only for an install that has an admin (made with create-admin) but no shop details yet: the terminal fills them. */
export async function saveShopDetailsOnly(db: Db, shop: ShopDetails, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSetup(tx);
    if (await shopExists(tx)) throw new AppError('SETUP_DONE');
    await assertBarbersInsideOpeningHours(tx, shop.openingHours);
    await saveShop(tx, { ...shop, foundedYear: now.getUTCFullYear() });
  });
  clearShopCache(db);
}

export async function completeWebSetup(
  ctx: AppContext,
  input: { setupCode: string; admin: SetupAdmin; shop: ShopDetails },
): Promise<{ email: string }> {
  // Closed first, so that after setup nobody learns anything (not even whether a code is right).
  if (await adminExists(ctx.db)) throw new AppError('SETUP_DONE');
  if (!matchesSetupCode(ctx.config.jwtSecret, input.setupCode)) {
    throw new AppError('SETUP_CODE_INVALID', undefined, [
      { field: 'setupCode', message: moduleMessagesIt.setupCodeInvalid },
    ]);
  }
  await createFirstAdminAndShop(ctx.db, input.admin, input.shop, ctx.now());
  // The shop's hours now bound every grid: the availability kept in memory starts over (ADR 0076).
  ctx.realtime.availabilityChanged('all');
  ctx.log.info({ email: input.admin.email }, 'first-run setup completed');
  return { email: input.admin.email };
}

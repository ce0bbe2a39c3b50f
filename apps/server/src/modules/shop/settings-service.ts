import { appointmentOutsideHours } from '@barber/shared/domain/opening-hours';
import { addDays, todayInZone, utcToZoned } from '@barber/shared/domain/zoned-time';
import {
  SHOP_SETTINGS_MESSAGES,
  type ShopSettings,
  type ShopSettingsConflicts,
  type ShopSettingsInput,
} from '@barber/shared/schemas/shop-settings';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { barbersOutsideHours, fitBarbersToOpeningHours, notifyScheduleUpdate } from '../barbers/index';
import * as repo from './repo';
import { bookingOf, clearShopCache, contactOf } from './service';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';
import { translate, type Language } from '../../infra/languages';

// Kept apart from service.ts: it calls the barbers module, whose services read the shop's service (no cycle).

const NOT_SET_UP = moduleMessagesIt.shopNotSetUp;

function toSettings(row: repo.ShopRow): ShopSettings {
  return {
    ...contactOf(row),
    socialLinks: row.socialLinks,
    openingHours: row.openingHours,
    booking: bookingOf(row),
  };
}

/** GET /admin/shop-settings: read from the row, not the cache (the owner edits exactly what is stored). */
export async function getShopSettings(ctx: AppContext): Promise<ShopSettings> {
  const row = await repo.getShop(ctx.db);
  if (!row) throw new AppError('UNAVAILABLE', NOT_SET_UP);
  return toSettings(row);
}

/**
 * What the new hours would leave outside: barbers' days, and future active appointments (with who and when). The
 * days' texts in the owner's language: the Italian ones are the field catalogue's, said again in `lang`.
 */
async function conflictsOf(
  exec: Executor,
  input: ShopSettingsInput,
  timeZone: string,
  now: Date,
  lang: Language,
): Promise<ShopSettingsConflicts> {
  const barbers = (await barbersOutsideHours(exec, input.openingHours)).map((b) => ({
    ...b,
    days: b.days.map((d) => ({ ...d, message: translate(lang, d.message) })),
  }));
  const future = await repo.futureActiveAppointments(exec, now);
  const appointments = future
    .filter((a) =>
      appointmentOutsideHours({ startsAt: new Date(a.starts_at_ms), endsAt: new Date(a.ends_at_ms) }, input.openingHours, timeZone),
    )
    .map((a) => {
      const at = utcToZoned(new Date(a.starts_at_ms), timeZone);
      return {
        _id: a.id,
        barberName: a.barber_name,
        customerName: a.customer_name,
        customerPhone: a.customer_phone,
        serviceName: a.service_name,
        date: at.date,
        startTime: at.time,
      };
    });
  return { barbers, appointments };
}

const hasConflicts = (c: ShopSettingsConflicts) => c.barbers.length > 0 || c.appointments.length > 0;

/** POST /admin/shop-settings/preview: changes nothing. */
export async function previewShopSettings(
  ctx: AppContext,
  input: ShopSettingsInput,
  lang: Language,
): Promise<ShopSettingsConflicts> {
  const row = await repo.getShop(ctx.db);
  if (!row) throw new AppError('UNAVAILABLE', NOT_SET_UP);
  return conflictsOf(ctx.db, input, row.timeZone, ctx.now(), lang);
}

/**
 * PUT /admin/shop-settings (issue 27 item 1, ADR 0049). One transaction under the shop's and the barbers' locks:
 * conflicts are computed again there, so what the owner confirmed is what is fitted; without confirmConflicts a
 * save that leaves anything outside is refused with the list (409) and nothing changes. After the commit the
 * cache is cleared (every reader sees the new values at once), each barber whose week was fitted gets the
 * schedule-update email (and their customers whose appointment no longer fits are asked to pick a new time), and
 * open booking pages refetch.
 */
export async function updateShopSettings(
  ctx: AppContext,
  user: AuthUser,
  input: ShopSettingsInput,
  lang: Language,
): Promise<ShopSettings> {
  const now = ctx.now();
  const { saved, fitted, active, timeZone } = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockShop(tx);
    if (!current) throw new AppError('UNAVAILABLE', NOT_SET_UP);
    const conflicts = await conflictsOf(tx, input, current.timeZone, now, lang);
    if (hasConflicts(conflicts) && !input.confirmConflicts) {
      throw new AppError('CONFLICT', SHOP_SETTINGS_MESSAGES.conflicts, undefined, { conflicts });
    }
    const barberIds = conflicts.barbers.map((b) => b.barberId);
    const active = await fitBarbersToOpeningHours(tx, barberIds, input.openingHours, now);
    const { booking, confirmConflicts: _confirmed, ...details } = input;
    await repo.saveShopSettings(tx, {
      ...details,
      bookingWindowDays: booking.windowDays,
      changeNoticeHours: booking.changeNoticeHours,
      slotStepMinutes: booking.slotStepMinutes,
    });
    const after = await repo.getShop(tx);
    return { saved: toSettings(after!), fitted: barberIds, active, timeZone: current.timeZone };
  });
  clearShopCache(ctx.db);
  for (const barberId of fitted) {
    // A barber without an email whose customers all fit is told nothing: that refusal is not this save's failure.
    await notifyScheduleUpdate(ctx, user, barberId).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  // New hours, break, step or window reshape every barber's grids: open booking pages refetch their days.
  const today = todayInZone(now, timeZone);
  const dates = Array.from({ length: saved.booking.windowDays + 1 }, (_, i) => addDays(today, i));
  for (const barberId of active) ctx.realtime.slotsChanged({ barberId, dates });
  // Every barber's every day, inactive ones and the days past the window too: the kept availability starts over.
  ctx.realtime.availabilityChanged('all');
  return saved;
}

import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '@barber/shared/domain/booking-settings';
import { localize, type ContentTranslations } from '@barber/shared/domain/content-translations';
import type { Language } from '@barber/shared/messages/languages';
import { coverZoneOffsets } from '@barber/shared/domain/zoned-time';
import type { ShopInfo, ShopState } from '@barber/shared/schemas/shop';
import type { Db, Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { adminExists } from '../setup/index';
import { getShop, type ShopRow } from './repo';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/** The booking rules of a stored row (ADR 0049). */
export const bookingOf = (row: ShopRow): BookingSettings => ({
  windowDays: row.bookingWindowDays,
  changeNoticeHours: row.changeNoticeHours,
  slotStepMinutes: row.slotStepMinutes,
});

/** Who the shop is and how it is reached (shopContactFields): the public details and the owner's settings show it. */
export const contactOf = (row: ShopRow) => ({
  name: row.name,
  tagline: row.tagline,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  phone: row.phone,
  email: row.email,
});

export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

// The shop's details change rarely and are read by nearly every request (the time zone of every date): kept per
// database (one process may serve several apps: the tests build one per file, in one worker), one read for all
// asking at once. Every change drops them on every instance (clearShopCache, through the shop's and the
// availability's events, ADR 0080), so while the instance hears the others they are kept for a minute (a safety
// net for changes made outside the app); while it cannot, for a few seconds as before. Under load a read that every
// request waited for every few seconds queued behind the database's backlog (seconds on PGlite).
interface Loaded {
  value: ShopInfo;
  /** The owner's motto in other languages (ADR 0073), for the public details only. */
  translations: ContentTranslations;
}
/** A read kept with its start; `settled` once it has answered (what work inside a transaction may use). */
const cache = new WeakMap<Db, { loaded: Promise<Loaded | undefined>; at: number; settled?: Loaded }>();
const TTL_MS = 5_000;
const HEARD_TTL_MS = 60_000;
const keptFor = (ctx: AppContext) => (ctx.realtime.hearsAllChanges() ? HEARD_TTL_MS : TTL_MS);

/** The shop's details, or undefined before the first-run setup (a fresh install has no shop_settings row). */
async function loadShop(ctx: AppContext): Promise<ShopInfo | undefined> {
  return (await loadShopTexts(ctx))?.value;
}

function loadShopTexts(ctx: AppContext): Promise<Loaded | undefined> {
  const nowMs = Date.now();
  const cached = cache.get(ctx.db);
  if (cached && nowMs - cached.at < keptFor(ctx)) return cached.loaded;
  // Kept before the read starts, so a change committed after this read's snapshot always finds it to drop.
  const entry: { loaded: Promise<Loaded | undefined>; at: number; settled?: Loaded } = { loaded: readShopTexts(ctx.db), at: nowMs };
  cache.set(ctx.db, entry);
  // Before the first-run setup (no row yet), or a failed read: nothing is kept.
  const drop = () => {
    if (cache.get(ctx.db) === entry) cache.delete(ctx.db);
  };
  entry.loaded.then((loaded) => (loaded ? (entry.settled = loaded) : drop()), drop);
  return entry.loaded;
}

async function readShopTexts(db: Db): Promise<Loaded | undefined> {
  const row = await getShop(db);
  if (!row) return undefined;
  return { value: infoOf(row), translations: row.translations };
}

const infoOf = (row: ShopRow): ShopInfo => ({
  ...contactOf(row),
  timeZone: row.timeZone,
  currency: 'CHF',
  openingHours: row.openingHours,
  foundedYear: row.foundedYear,
  socialLinks: row.socialLinks,
  booking: bookingOf(row),
});

/**
 * The shop's details for work inside a transaction (a booking's emails and team notices, the plan's message gate):
 * the cached ones while fresh (the change of the settings clears them), else read through `exec`. Never through
 * ctx.db: inside a transaction that would wait on the transaction itself on PGlite (one connection). Undefined
 * before the first-run setup.
 */
export async function shopInfoIn(ctx: AppContext, exec: Executor): Promise<ShopInfo | undefined> {
  const cached = cache.get(ctx.db);
  // Only a read that has answered: one still in flight runs on ctx.db, which a transaction on PGlite would wait on.
  if (cached?.settled && Date.now() - cached.at < keptFor(ctx)) return cached.settled.value;
  const row = await getShop(exec);
  return row && infoOf(row);
}

/** For rules that cannot run without the shop (emails, receipts): 503 until it is set up. */
export async function shopInfo(ctx: AppContext): Promise<ShopInfo> {
  const shop = await loadShop(ctx);
  if (!shop) throw new AppError('UNAVAILABLE', moduleMessagesIt.shopNotSetUp);
  return shop;
}

/** GET /api/shop: the details, or 'being set up' (and whether /setup is still open) before the first run. */
export async function shopState(ctx: AppContext): Promise<ShopState> {
  const shop = await loadShop(ctx);
  if (shop) return { configured: true, ...shop };
  return { configured: false, needsSetup: !(await adminExists(ctx.db)) };
}

/** The shop's texts a visitor reads in their language (ADR 0073): the motto, translated only where there is an Italian one. */
const TRANSLATED = ['tagline'] as const;

/**
 * GET /api/shop as a visitor reads it: the motto in `language` where the owner wrote one (and an Italian one, which
 * comes first), else the Italian. Everything the server itself says (emails, the assistant) reads shopState.
 */
export async function shopStateIn(ctx: AppContext, language: Language): Promise<ShopState> {
  const loaded = await loadShopTexts(ctx);
  if (!loaded) return shopState(ctx);
  const { value, translations } = loaded;
  return { configured: true, ...(value.tagline ? localize(value, translations, language, TRANSLATED) : value) };
}

/** The shop's time zone: every date and time of the booking rules is computed in it. */
export async function shopTimeZone(ctx: AppContext): Promise<string> {
  const timeZone = (await loadShop(ctx))?.timeZone ?? DEFAULT_TIME_ZONE;
  // Its offsets from a table, not from Intl per conversion (ADR 0075): a map lookup once it is built.
  coverZoneOffsets(timeZone, ctx.now().getTime());
  return timeZone;
}

/** The booking rules everything reads (slot engine, chatbot, change/cancel notice): the defaults before setup. */
export async function bookingSettings(ctx: AppContext): Promise<BookingSettings> {
  return (await loadShop(ctx))?.booking ?? DEFAULT_BOOKING_SETTINGS;
}

export function clearShopCache(db: Db) {
  cache.delete(db);
}

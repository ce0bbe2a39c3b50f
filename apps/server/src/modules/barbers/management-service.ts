import { clipWeekToOpeningHours, fitDefaultDaysToOpeningHours, hoursOutsideShop } from '@barber/shared/domain/opening-hours';
import { DEFAULT_WORKING_HOURS, type WorkingDay } from '@barber/shared/domain/working-hours';
import { WEEKDAYS, addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type { Barber, BarberPublic } from '@barber/shared/schemas/catalog';
import { STAFF_MESSAGES } from '@barber/shared/schemas/staff';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError, type FieldError } from '../../infra/errors';
import { enforceLimit, isBarberInactive } from '../subscriptions/index';
import { hashPassword } from '../../infra/passwords';
import type { Executor } from '../../db/client';
import * as appointmentsModule from '../appointments/index';
import { getShop, shopTimeZone } from '../shop/index';
import { accountForNewBarber } from './account-link';
import * as mrepo from './management-repo';
import { assertBarberAccess, ownBarberId } from './ownership';
import { assertNoVacationOverlap, savingVacations } from './vacation-overlap';
import * as repo from './repo';
import { barberIdByUserId } from './repo';
import { toBarberPublic } from './service';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/** Hours, vacations and services shape up to 30 days of booking grids: those are the days to refresh. */
const REFRESH_DAYS = 31;

export function toStaffBarber(row: repo.BarberProfileRow): Barber {
  return {
    ...toBarberPublic(row),
    email: row.email,
    phone: row.phone,
    isActive: row.is_active,
    userId: row.user_id,
  };
}

interface Clock {
  timeZone: string;
  today: string;
}

async function clock(ctx: AppContext): Promise<Clock> {
  const timeZone = await shopTimeZone(ctx);
  return { timeZone, today: todayInZone(ctx.now(), timeZone) };
}

async function loadStaffBarber(exec: Executor, today: string, id: string): Promise<Barber> {
  const [row] = await repo.listBarberProfiles(exec, today, { activeOnly: false, id });
  if (!row) throw new AppError('BARBER_NOT_FOUND');
  return toStaffBarber(row);
}

/**
 * Open booking pages of this barber refetch the next month of days; the availability kept in memory drops every day
 * of the barber (the booking window may reach past that month).
 */
function announceSchedule(ctx: AppContext, barberId: string, today: string) {
  ctx.realtime.slotsChanged({ barberId, dates: Array.from({ length: REFRESH_DAYS }, (_, i) => addDays(today, i)) });
  ctx.realtime.availabilityChanged({ barberId });
}

const invalid = (errors: FieldError[]) => new AppError('VALIDATION', errors[0]!.message, errors);

/**
 * A barber works only while the shop is open (ADR 0014): each day outside the shop's hours is refused on its
 * own field, with the day and the shop's hours in the message. Read inside the transaction, not the cache.
 */
async function assertInsideShopHours(exec: Executor, workingHours: readonly WorkingDay[]) {
  const shop = await getShop(exec);
  const issues = hoursOutsideShop(workingHours, shop?.openingHours, fieldMessagesIt.openingHours);
  if (issues.length) {
    throw invalid(
      issues.map((i) => ({ field: `workingHours.${WEEKDAYS.indexOf(i.day)}.${i.field}`, message: i.message })),
    );
  }
}

/**
 * A new barber's week: without hours, the default week inside the shop's opening hours; with hours, the days
 * sent exactly as the default week are clipped the same way (a client's untouched form, ADR 0038) and the
 * others are checked as chosen.
 */
async function newBarberWeek(exec: Executor, requested: readonly WorkingDay[] | undefined): Promise<WorkingDay[]> {
  const shop = await getShop(exec);
  if (!requested) return clipWeekToOpeningHours(DEFAULT_WORKING_HOURS.map((d) => ({ ...d })), shop?.openingHours);
  const week = fitDefaultDaysToOpeningHours(requested, shop?.openingHours);
  await assertInsideShopHours(exec, week);
  return week;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The active services a list names, by id (our forms) or by name (the spec's clients; active names are unique,
 * case-insensitive). Anything else is 'Servizio non valido' on its own row.
 */
async function activeServicesNamed(exec: Executor, refs: string[]): Promise<string[]> {
  const active = await mrepo.activeServices(exec);
  const byId = new Set(active.map((s) => s.id));
  const byName = new Map(active.map((s) => [s.name.trim().toLowerCase(), s.id]));
  const ids = refs.map((ref) => {
    const key = ref.trim().toLowerCase();
    if (!UUID.test(key)) return byName.get(key);
    return byId.has(key) ? key : undefined;
  });
  const unknown = ids.findIndex((id) => id === undefined);
  if (unknown >= 0) throw invalid([{ field: `services.${unknown}`, message: fieldMessagesIt.common.serviceInvalid }]);
  return [...new Set(ids as string[])];
}

/** New periods must not start in the past; periods already stored may (a vacation under way is re-sent as is). */
function assertNewVacationsFromToday(
  periods: { startDate: string; endDate: string }[],
  stored: { startDate: string; endDate: string }[],
  today: string,
) {
  const known = new Set(stored.map((v) => `${v.startDate}/${v.endDate}`));
  const errors = periods.flatMap((p, i) =>
    p.startDate < today && !known.has(`${p.startDate}/${p.endDate}`)
      ? [{ field: `vacations.${i}.startDate`, message: STAFF_MESSAGES.vacationPast }]
      : [],
  );
  if (errors.length) throw invalid(errors);
}

const uniquePeriods = (periods: { startDate: string; endDate: string }[]) => [
  ...new Map(periods.map((p) => [`${p.startDate}/${p.endDate}`, p])).values(),
];

export async function listAllBarbers(ctx: AppContext): Promise<Barber[]> {
  const { today } = await clock(ctx);
  return (await repo.listBarberProfiles(ctx.db, today, { activeOnly: false })).map(toStaffBarber);
}

/** The staff view of one barber for the admin or that barber (403 for anyone else). */
export async function staffBarber(ctx: AppContext, user: AuthUser, id: string): Promise<Barber> {
  await assertBarberAccess(ctx, user, id);
  return loadStaffBarber(ctx.db, (await clock(ctx)).today, id);
}

/**
 * Any logged-in user may read a barber, as in the spec's clients: the admin and the barber themselves get the
 * staff view (contacts, inactive records too), everyone else the public view of an active barber.
 */
export async function barberView(ctx: AppContext, user: AuthUser, id: string): Promise<Barber | BarberPublic> {
  const { today } = await clock(ctx);
  if (user.role === 'admin' || (await barberIdByUserId(ctx.db, user.id)) === id) return loadStaffBarber(ctx.db, today, id);
  const [row] = await repo.listActiveBarberProfiles(ctx.db, today, id);
  if (!row) throw new AppError('BARBER_NOT_FOUND');
  return toBarberPublic(row);
}

/**
 * The spec's barber panel finds its record by the account's email when the session has no barberId. A barber
 * may ask only with their own email and gets only the record linked to their account.
 */
export async function barberByEmail(ctx: AppContext, user: AuthUser, email: string): Promise<Barber> {
  const { today } = await clock(ctx);
  if (user.role !== 'admin') {
    if (email.toLowerCase() !== user.email.toLowerCase()) throw new AppError('FORBIDDEN');
    return loadStaffBarber(ctx.db, today, await ownBarberId(ctx, user));
  }
  const [row] = await repo.listBarberProfiles(ctx.db, today, { activeOnly: false, email });
  if (!row) throw new AppError('BARBER_NOT_FOUND');
  return toStaffBarber(row);
}

export interface CreateBarberInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bio?: string | null | undefined;
  services: string[];
  vacations: { startDate: string; endDate: string }[];
  workingHours?: WorkingDay[] | undefined;
  createAccount: boolean;
  password?: string | undefined;
}

export async function createBarber(ctx: AppContext, input: CreateBarberInput): Promise<Barber> {
  const { today } = await clock(ctx);
  const vacations = uniquePeriods(input.vacations);
  assertNewVacationsFromToday(vacations, [], today);
  assertNoVacationOverlap(vacations);
  const passwordHash = input.createAccount && input.password ? await hashPassword(input.password) : null;
  const created = await ctx.db.transaction(async (tx) => {
    // The plan's barber limit (002 section 5), checked under the subscription row lock (ADR 0017).
    await enforceLimit(ctx, tx, 'barbers');
    const workingHours = await newBarberWeek(tx, input.workingHours);
    const serviceIds = await activeServicesNamed(tx, input.services);
    if (await mrepo.emailUsedByOtherBarber(tx, input.email)) throw new AppError('BARBER_EMAIL_TAKEN');
    const userId = await accountForNewBarber(tx, { ...input, passwordHash, now: ctx.now() });
    const barber = await mrepo.insertBarber(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      bio: input.bio ?? null,
      userId,
      workingHours,
    });
    await mrepo.replaceServices(tx, barber.id, serviceIds);
    await savingVacations(mrepo.insertVacations(tx, barber.id, vacations));
    return loadStaffBarber(tx, today, barber.id);
  });
  // The public list kept in memory (ADR 0080) shows the new barber.
  ctx.realtime.listsChanged(['barbers']);
  return created;
}

export interface BarberProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bio?: string | null | undefined;
  isActive?: boolean | undefined;
}

export async function updateBarberProfile(ctx: AppContext, user: AuthUser, id: string, input: BarberProfileInput): Promise<Barber> {
  await assertBarberAccess(ctx, user, id);
  // Only the admin opens or closes a barber's diary.
  if (input.isActive !== undefined && user.role !== 'admin') throw new AppError('FORBIDDEN');
  const { today } = await clock(ctx);
  const { barber, activityChanged } = await ctx.db.transaction(async (tx) => {
    // Reopening an inactive barber counts against the plan's barber limit; the subscription lock comes first.
    if (input.isActive === true && (await isBarberInactive(tx, id))) await enforceLimit(ctx, tx, 'barbers');
    const current = await mrepo.lockBarberRecord(tx, id);
    if (!current) throw new AppError('BARBER_NOT_FOUND');
    if (await mrepo.emailUsedByOtherBarber(tx, input.email, id)) throw new AppError('BARBER_EMAIL_TAKEN');
    await mrepo.updateBarber(
      tx,
      id,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      },
      ctx.now(),
    );
    return {
      barber: await loadStaffBarber(tx, today, id),
      activityChanged: input.isActive !== undefined && input.isActive !== current.isActive,
    };
  });
  if (activityChanged) announceSchedule(ctx, id, today);
  // Name, bio, contact: the public list kept in memory (ADR 0080) shows them.
  ctx.realtime.listsChanged(['barbers']);
  return barber;
}

/** Runs a schedule change with the barber row locked, then tells open booking pages. */
async function changeSchedule(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  change: (tx: Executor, today: string) => Promise<void>,
): Promise<Barber> {
  await assertBarberAccess(ctx, user, id);
  const { today } = await clock(ctx);
  const barber = await ctx.db.transaction(async (tx) => {
    if (!(await mrepo.lockBarberRecord(tx, id))) throw new AppError('BARBER_NOT_FOUND');
    await change(tx, today);
    return loadStaffBarber(tx, today, id);
  });
  announceSchedule(ctx, id, today);
  return barber;
}

export function setWorkingHours(ctx: AppContext, user: AuthUser, id: string, workingHours: WorkingDay[]): Promise<Barber> {
  return changeSchedule(ctx, user, id, async (tx) => {
    await assertInsideShopHours(tx, workingHours);
    await mrepo.updateBarber(tx, id, { workingHours }, ctx.now());
  });
}

/**
 * Replaces the barber's current and future vacations with the list sent (the editors send the whole list).
 * Periods already stored are kept as they are; new ones must start today or later, and a new one over booked
 * appointments is refused with those appointments unless the caller confirms (issue 27 item 2): the editors list
 * them and ask, and the schedule-update email then tells those customers.
 */
export function setVacations(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  periods: { startDate: string; endDate: string }[],
  confirmConflicts = false,
): Promise<Barber> {
  return changeSchedule(ctx, user, id, async (tx, today) => {
    const wanted = uniquePeriods(periods);
    const stored = await mrepo.listVacations(tx, id);
    assertNewVacationsFromToday(wanted, stored, today);
    // Ended periods stay stored but are never re-sent: only those still running or to come can be in the way.
    assertNoVacationOverlap(wanted, stored.filter((v) => v.endDate >= today));
    const key = (p: { startDate: string; endDate: string }) => `${p.startDate}/${p.endDate}`;
    const storedKeys = new Map(stored.map((v) => [key(v), v.id]));
    const added = wanted.filter((p) => !storedKeys.has(key(p)));
    if (!confirmConflicts && added.length) {
      const conflicting = await appointmentsModule.activeAppointmentsInPeriods(tx, id, added, await shopTimeZone(ctx), ctx.now());
      if (conflicting.length) {
        throw new AppError('VACATION_CONFLICT', vacationConflictMessage(conflicting.length), undefined, {
          conflictingAppointments: conflicting,
        });
      }
    }
    const keep = wanted.flatMap((p) => storedKeys.get(key(p)) ?? []);
    await mrepo.deleteVacationsExcept(tx, id, keep, today);
    await savingVacations(mrepo.insertVacations(tx, id, added));
  });
}

const vacationConflictMessage = (n: number) => moduleMessagesIt.vacationConflict(n);

/** The services by id or by name (see activeServicesNamed). */
export function setServices(ctx: AppContext, user: AuthUser, id: string, services: string[]): Promise<Barber> {
  return changeSchedule(ctx, user, id, async (tx) => {
    await mrepo.replaceServices(tx, id, await activeServicesNamed(tx, services));
  });
}

/**
 * Deactivates a barber: the record, its account link and all history stay; the booking pages stop offering
 * them. Their future appointments stay booked (nobody is cancelled behind the shop's back): the answer counts
 * them so the admin can move or cancel them from the calendar.
 */
export async function deactivateBarber(ctx: AppContext, id: string): Promise<{ _id: string; isActive: false; futureAppointments: number }> {
  const { today } = await clock(ctx);
  const futureAppointments = await ctx.db.transaction(async (tx) => {
    if (!(await mrepo.lockBarberRecord(tx, id))) throw new AppError('BARBER_NOT_FOUND');
    await mrepo.updateBarber(tx, id, { isActive: false }, ctx.now());
    return appointmentsModule.countActiveFrom(tx, id, ctx.now());
  });
  announceSchedule(ctx, id, today);
  return { _id: id, isActive: false, futureAppointments };
}

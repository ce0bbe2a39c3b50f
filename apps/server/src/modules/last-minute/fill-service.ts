import { randomBytes } from 'node:crypto';
import {
  dueRatio,
  FILL_MIN_LEAD_MINUTES,
  FILL_WINDOW_HOURS,
  inFillWindow,
  MAX_OFFERS_PER_TIME,
  underWeeklyLimit,
} from '@barber/shared/domain/last-minute';
import { isInternationalPhone, normalizePhone } from '@barber/shared/domain/phone';
import { appointmentInterval, computeSlots } from '@barber/shared/domain/slot-engine';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { loadBarberDay, type BarberDay } from '../availability/index';
import { listUnsubscribeHeaders, notificationSettings } from '../notifications/index';
import { fillEmail, fillSms } from './messages';
import * as repo from './repo';

/** What the job knows of a freed time: the barber's interval nobody on the waiting list took. */
export interface FreedTime {
  barberId: string;
  startsAt: Date;
  endsAt: Date;
}

const base = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/+$/, '');
export const offerUrlFor = (ctx: AppContext, token: string) => `${base(ctx)}/ultimo-minuto/${token}`;
export const stopUrlFor = (ctx: AppContext, token: string) => `${base(ctx)}/ultimo-minuto/${token}/stop`;

/** Whether some start inside the freed time can fall in the fill's window (the job is queued only for those). */
export const freedInWindow = (freed: FreedTime, now: Date) =>
  freed.endsAt.getTime() - now.getTime() > FILL_MIN_LEAD_MINUTES * 60_000 &&
  freed.startsAt.getTime() - now.getTime() <= FILL_WINDOW_HOURS * 3_600_000;

const msList = (text: string | null) => (text ? text.split(',').map((ms) => new Date(Number(ms))) : []);

/** Regulars who are due and under the weekly limit, most overdue first, with the service they last had. */
function dueRegulars(rows: repo.Regular[], now: Date) {
  return rows
    .flatMap((row) => {
      const ratio = dueRatio({ visits: msList(row.visits_ms), hasFutureAppointment: false }, now);
      if (ratio === null || !underWeeklyLimit(msList(row.sent_ms), now)) return [];
      return [{ row, ratio }];
    })
    .sort((a, b) => b.ratio - a.ratio || a.row.id.localeCompare(b.row.id))
    .map((d) => d.row);
}

/** The first start the engine offers for this length inside the freed time, within the fill's window. */
function startFor(day: BarberDay, freed: FreedTime, date: string, timeZone: string, durationMinutes: number, now: Date) {
  const times = computeSlots(day.engineInput(durationMinutes)).slots.filter((s) => s.available).map((s) => s.time);
  for (const time of times) {
    const interval = appointmentInterval(date, time, durationMinutes, timeZone);
    const inside = interval.startsAt >= freed.startsAt && interval.startsAt < freed.endsAt;
    if (inside && inFillWindow(interval.startsAt, now)) return { time, ...interval };
  }
  return null;
}

/**
 * Offers a freed time to the regulars who are due (ADR 0069), in one transaction under the barber's row lock (the
 * lock every booking of that barber takes), so the engine reads the committed calendar. Each due regular whose last
 * service this barber offers and whose length fits the freed time gets the earliest such start, by email and SMS,
 * with a link of their own; at most MAX_OFFERS_PER_TIME people, most overdue first. Nothing is held: the first tap
 * books (offer-service.ts). Run twice (a retried job, the time freed again), an unfilled fill of the same time
 * already exists and nothing is sent again. Returns how many were told.
 */
export async function offerFreedTime(ctx: AppContext, freed: FreedTime): Promise<number> {
  const now = ctx.now();
  if (!freedInWindow(freed, now)) return 0;
  const told = await ctx.db.transaction(async (tx) => {
    if (!(await repo.fillEnabled(tx))) return 0;
    const { shop } = await notificationSettings(tx);
    const date = utcToZoned(freed.startsAt, shop.timeZone).date;
    let day: BarberDay;
    try {
      day = await loadBarberDay(tx, { barberId: freed.barberId, date, timeZone: shop.timeZone, now, lock: true });
    } catch (error) {
      if (error instanceof AppError) return 0; // an inactive or removed barber
      throw error;
    }
    const since = new Date(now.getTime() - 86_400_000);
    if (await repo.openFillOverlapping(tx, { ...freed, since })) return 0;
    const offered = await repo.barberServicesOf(tx, freed.barberId);
    let fill: repo.FillRow | null = null;
    let count = 0;
    for (const person of dueRegulars(await repo.regulars(tx, now), now)) {
      if (count >= MAX_OFFERS_PER_TIME) break;
      const service = offered.get(person.last_service_id);
      if (!service) continue;
      const start = startFor(day, freed, date, shop.timeZone, service.durationMinutes, now);
      if (!start) continue;
      fill ??= await repo.insertFill(tx, { ...freed, createdAt: now });
      await tell(ctx, tx, { fill, person, service, start, day, shop, now });
      count += 1;
    }
    return count;
  });
  if (told > 0) ctx.jobs.kick();
  return told;
}

async function tell(
  ctx: AppContext,
  tx: Executor,
  a: {
    fill: repo.FillRow;
    person: repo.Regular;
    service: repo.OfferedService;
    start: { time: string; startsAt: Date; endsAt: Date };
    day: BarberDay;
    shop: Awaited<ReturnType<typeof notificationSettings>>['shop'];
    now: Date;
  },
) {
  const token = randomBytes(24).toString('base64url');
  const offer = await repo.insertOffer(tx, {
    fillId: a.fill.id,
    userId: a.person.id,
    serviceId: a.service.id,
    token,
    startsAt: a.start.startsAt,
    endsAt: a.start.endsAt,
    sentAt: a.now,
  });
  const message = {
    firstName: a.person.first_name,
    language: a.person.language,
    shop: a.shop,
    serviceName: a.service.name,
    priceRappen: a.service.priceRappen,
    barberName: `${a.day.barber.firstName} ${a.day.barber.lastName}`,
    date: utcToZoned(a.start.startsAt, a.shop.timeZone).date,
    time: a.start.time,
    url: offerUrlFor(ctx, token),
    stopUrl: stopUrlFor(ctx, token),
    headers: listUnsubscribeHeaders(ctx, a.person.email),
  };
  await ctx.mailer.queue(tx, { ...fillEmail(a.person.email, message), dedupeKey: `last-minute-email:${offer.id}` });
  if (a.person.phone && isInternationalPhone(a.person.phone)) {
    await ctx.mailer.queueSms(tx, {
      to: normalizePhone(a.person.phone),
      text: fillSms(message),
      kind: 'last-minute-offer',
      dedupeKey: `last-minute-sms:${offer.id}`,
    });
  }
}

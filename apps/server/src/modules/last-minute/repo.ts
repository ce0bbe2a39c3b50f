import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { RECENT_VISITS } from '@barber/shared/domain/last-minute';
import type { Language } from '@barber/shared/messages/languages';
import { queryRows, type Executor } from '../../db/client';
import { barberServices, barbers, lastMinuteFills, lastMinuteOffers, services, shopSettings, users } from '../../db/schema';

export type FillRow = typeof lastMinuteFills.$inferSelect;
export type OfferRow = typeof lastMinuteOffers.$inferSelect;

export async function fillEnabled(exec: Executor): Promise<boolean> {
  const [row] = await exec
    .select({ enabled: shopSettings.lastMinuteFillEnabled })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.enabled ?? false;
}

/** undefined before the first-run setup made the shop row. */
export async function setFillEnabled(exec: Executor, enabled: boolean, now: Date): Promise<boolean | undefined> {
  const [row] = await exec
    .update(shopSettings)
    .set({ lastMinuteFillEnabled: enabled, updatedAt: now })
    .where(eq(shopSettings.id, 1))
    .returning({ enabled: shopSettings.lastMinuteFillEnabled });
  return row?.enabled;
}

export async function userChoice(exec: Executor, userId: string): Promise<boolean> {
  const [row] = await exec.select({ on: users.lastMinuteOffers }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

export async function setUserChoice(exec: Executor, userId: string, enabled: boolean, now: Date): Promise<void> {
  await exec.update(users).set({ lastMinuteOffers: enabled, updatedAt: now }).where(eq(users.id, userId));
}

/** A customer who might be due, with what the rules need: their latest visits, last service, recent offers. */
export interface Regular {
  id: string;
  email: string;
  first_name: string;
  phone: string | null;
  /** Epoch milliseconds, comma-separated: the latest RECENT_VISITS visits. */
  visits_ms: string;
  last_service_id: string;
  /** Epoch milliseconds of the offers sent in the last 7 days, comma-separated (null: none). */
  sent_ms: string | null;
  /**
   * The language the offer is written in (ADR 0071): the account's when it is not Italian (always a choice: the
   * language registered in or switched to), else the last visit's booking's. Italian is also what every account
   * from before the languages reads, so a customer who has booked in German since gets German.
   */
  language: Language;
}

/**
 * The customers the fill may write to: client accounts, active, who did not turn offers off or unsubscribe their
 * address, with nothing booked ahead, no no-show in the last 12 months (the fill books without a deposit, ADR 0064)
 * and at least one visit. A visit is a completed appointment or a confirmed one that is over. The rules that read
 * these (due, weekly limit) are the domain's (last-minute.ts).
 */
export async function regulars(exec: Executor, now: Date): Promise<Regular[]> {
  const at = now.toISOString();
  return queryRows<Regular>(
    exec,
    sql`
    with visits as (
      select a.client_user_id as user_id, a.starts_at, a.service_id, a.language,
        row_number() over (partition by a.client_user_id order by a.starts_at desc) as n
      from appointments a
      where a.client_user_id is not null and a.service_id is not null
        and (a.status = 'completed' or (a.status = 'confirmed' and a.ends_at <= ${at}::timestamptz))
    )
    select u.id, u.email, u.first_name, u.phone,
      string_agg(((extract(epoch from v.starts_at) * 1000)::bigint)::text, ',') as visits_ms,
      (max(case when v.n = 1 then v.service_id::text end)) as last_service_id,
      case when u.language <> 'it' then u.language
        else coalesce(max(case when v.n = 1 then v.language end), 'it') end as language,
      (select string_agg(((extract(epoch from o.sent_at) * 1000)::bigint)::text, ',')
         from last_minute_offers o
        where o.user_id = u.id and o.sent_at > ${at}::timestamptz - interval '7 days') as sent_ms
    from users u
    join visits v on v.user_id = u.id and v.n <= ${RECENT_VISITS}
    where u.role = 'client' and u.is_active and u.last_minute_offers
      and not exists (select 1 from email_unsubscribes x where x.email = lower(u.email))
      and not exists (
        select 1 from appointments f
        where f.client_user_id = u.id and f.status in ('pending', 'confirmed') and f.ends_at > ${at}::timestamptz)
      and not exists (
        select 1 from appointments n
        where n.client_user_id = u.id and n.status = 'no_show' and n.starts_at > ${at}::timestamptz - interval '365 days')
    group by u.id, u.email, u.first_name, u.phone, u.language`,
  );
}

export interface OfferedService {
  id: string;
  name: string;
  durationMinutes: number;
  priceRappen: number;
}

/** The active services this barber offers, by id. */
export async function barberServicesOf(exec: Executor, barberId: string): Promise<Map<string, OfferedService>> {
  const rows = await exec
    .select({ id: services.id, name: services.name, durationMinutes: services.durationMinutes, priceRappen: services.priceRappen })
    .from(barberServices)
    .innerJoin(services, and(eq(services.id, barberServices.serviceId), eq(services.isActive, true)))
    .where(eq(barberServices.barberId, barberId));
  return new Map(rows.map((r) => [r.id, r]));
}

/** An unfilled fill of this barber overlapping the time: the time is being offered already (a job run twice). */
export async function openFillOverlapping(exec: Executor, q: { barberId: string; startsAt: Date; endsAt: Date; since: Date }) {
  const [row] = await exec
    .select({ id: lastMinuteFills.id })
    .from(lastMinuteFills)
    .where(
      and(
        eq(lastMinuteFills.barberId, q.barberId),
        isNull(lastMinuteFills.appointmentId),
        lt(lastMinuteFills.startsAt, q.endsAt),
        gt(lastMinuteFills.endsAt, q.startsAt),
        gt(lastMinuteFills.createdAt, q.since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertFill(exec: Executor, values: typeof lastMinuteFills.$inferInsert): Promise<FillRow> {
  const [row] = await exec.insert(lastMinuteFills).values(values).returning();
  return row!;
}

export async function insertOffer(exec: Executor, values: typeof lastMinuteOffers.$inferInsert): Promise<OfferRow> {
  const [row] = await exec.insert(lastMinuteOffers).values(values).returning();
  return row!;
}

/** The offer of a token with its fill, person, service and barber: what its page shows. */
export async function offerByToken(exec: Executor, token: string) {
  const [row] = await exec
    .select({
      offer: lastMinuteOffers,
      fill: lastMinuteFills,
      person: {
        id: users.id,
        firstName: users.firstName,
        email: users.email,
        subscribed: users.lastMinuteOffers,
        // The account's language (ADR 0066): the booking and its confirmation are made in it.
        language: users.language,
      },
      service: { id: services.id, name: services.name, durationMinutes: services.durationMinutes, priceRappen: services.priceRappen },
      barber: { id: barbers.id, firstName: barbers.firstName, lastName: barbers.lastName },
    })
    .from(lastMinuteOffers)
    .innerJoin(lastMinuteFills, eq(lastMinuteFills.id, lastMinuteOffers.fillId))
    .innerJoin(users, eq(users.id, lastMinuteOffers.userId))
    .innerJoin(services, eq(services.id, lastMinuteOffers.serviceId))
    .innerJoin(barbers, eq(barbers.id, lastMinuteFills.barberId))
    .where(eq(lastMinuteOffers.token, token));
  return row;
}

export type OfferView = NonNullable<Awaited<ReturnType<typeof offerByToken>>>;

/** The fill locked: every tap on one freed time waits for the one before it (first come, first served). */
export async function lockFill(exec: Executor, id: string): Promise<FillRow | undefined> {
  const [row] = await exec.select().from(lastMinuteFills).where(eq(lastMinuteFills.id, id)).for('update');
  return row;
}

export async function markBooked(exec: Executor, q: { fillId: string; offerId: string; appointmentId: string; now: Date }) {
  await exec.update(lastMinuteFills).set({ appointmentId: q.appointmentId }).where(eq(lastMinuteFills.id, q.fillId));
  await exec.update(lastMinuteOffers).set({ bookedAt: q.now }).where(eq(lastMinuteOffers.id, q.offerId));
}

/** Whether an active appointment of this barber overlaps the time (someone booked it the ordinary way). */
export async function timeTaken(exec: Executor, q: { barberId: string; startsAt: Date; endsAt: Date }): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    exec,
    sql`select 1 as one from appointments
        where barber_id = ${q.barberId}::uuid and status in ('pending', 'confirmed', 'completed')
          and starts_at < ${q.endsAt.toISOString()}::timestamptz and ends_at > ${q.startsAt.toISOString()}::timestamptz
        limit 1`,
  );
  return rows.length > 0;
}

/** Fills older than 30 days with their offers: past the weekly limit's reach, and names of who was told. */
export async function purgeBefore(exec: Executor, before: Date): Promise<number> {
  const rows = await exec.delete(lastMinuteFills).where(lt(lastMinuteFills.createdAt, before)).returning({ id: lastMinuteFills.id });
  return rows.length;
}

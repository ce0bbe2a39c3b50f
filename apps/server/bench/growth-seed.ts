import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

// One PostgreSQL array literal is one parameter (Drizzle would spread a JS array into one parameter per element).
const list = (values: string[]) => `{${values.join(',')}}`;

/** Appointments a barber holds a day, in the next 30 days and back in the history: a steady, realistic shop. */
export const PER_BARBER_DAY = 6;
/** Minutes after 09:00 of the day's six half-hour appointments (free half hours between them stay bookable). */
const STARTS = [0, 90, 240, 330, 420, 510];
export const GROWTH_CLIENTS = 2000;

/** Client accounts the history's appointments belong to (the statistics count their visits). */
export async function seedGrowthClients(db: Db): Promise<string[]> {
  const rows = (await db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
    select 'growth-client-' || g || '@example.ch', 'x', 'Cliente', g::text, 'client' from generate_series(1, ${GROWTH_CLIENTS}) g
    returning id`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((r) => r.id);
}

/**
 * Grows the appointments from `from` to `to` (issue 30 item 3) by INSERT ... SELECT over generate_series,
 * so 200,000 take seconds, not 200,000 requests. Appointment k is a pure function of k: the first
 * barbers x 30 x 6 fill the next 30 days (six a barber-day, confirmed), every later one goes one step further
 * back into the history (six a barber-day, completed, one in ten cancelled). A shop that grows therefore keeps
 * the same near future and a longer past: any window (a day, a month) holds the same appointments at every size,
 * and what a size changes is only how much the database holds around it.
 */
export async function growAppointments(
  db: Db,
  o: { from: number; to: number; barberIds: string[]; clientIds: string[]; serviceId: string; today: string; timeZone: string },
) {
  // In steps of 20,000: one statement stays well inside the pool's statement timeout on a loaded machine.
  for (let from = o.from; from < o.to; from += 20_000) await growStep(db, { ...o, from, to: Math.min(o.to, from + 20_000) });
  // Fresh statistics, as autovacuum would have them after such growth (PGlite runs no autovacuum at all).
  await db.execute(sql`analyze`);
}

async function growStep(
  db: Db,
  o: { from: number; to: number; barberIds: string[]; clientIds: string[]; serviceId: string; today: string; timeZone: string },
) {
  const nb = o.barberIds.length;
  const future = nb * 30 * PER_BARBER_DAY;
  await db.execute(sql`
    insert into appointments (barber_id, service_id, service_name, duration_minutes, price_rappen, starts_at, ends_at, status, booking_kind, client_user_id)
    select (${list(o.barberIds)}::uuid[])[k % ${nb} + 1], ${o.serviceId}::uuid, 'Taglio', 30, 3000,
      ((${o.today}::date + d.day_off) + time '09:00' + (${`{${STARTS.join(',')}}`}::int[])[d.slot + 1] * interval '1 minute') at time zone ${o.timeZone},
      ((${o.today}::date + d.day_off) + time '09:30' + (${`{${STARTS.join(',')}}`}::int[])[d.slot + 1] * interval '1 minute') at time zone ${o.timeZone},
      case when k < ${future} then 'confirmed' when k % 10 = 0 then 'cancelled' else 'completed' end,
      'admin', (${list(o.clientIds)}::uuid[])[k % ${o.clientIds.length} + 1]
    from generate_series(${o.from}::int, ${o.to - 1}::int) k,
      lateral (select case when k < ${future} then 1 + (k / ${nb}) % 30 else -1 - ((k - ${future}) / ${nb}) / ${PER_BARBER_DAY} end as day_off,
                      case when k < ${future} then (k / ${nb}) / 30 else ((k - ${future}) / ${nb}) % ${PER_BARBER_DAY} end as slot) d`);
}

import { and, eq, sql } from 'drizzle-orm';
import type { WalkInStatus } from '@barber/shared/domain/walk-ins';
import { queryRows, type Executor } from '../../db/client';
import { shopSettings, walkIns } from '../../db/schema';

export type WalkInRow = typeof walkIns.$inferSelect;

/** A walk-in with what the queue shows of them: the service's name and length, the barber's first name. */
export interface OpenWalkIn extends WalkInRow {
  serviceName: string;
  durationMinutes: number;
  barberFirstName: string | null;
}

const withNames = sql`
  select w.id, w.token, w.first_name as "firstName", w.phone, w.service_id as "serviceId", w.barber_id as "barberId",
    w.status, w.appointment_id as "appointmentId", w.created_at as "createdAt", w.language,
    s.name as "serviceName", s.duration_minutes as "durationMinutes", b.first_name as "barberFirstName"
  from walk_ins w
  join services s on s.id = w.service_id
  left join barbers b on b.id = w.barber_id`;

type RawOpen = Omit<OpenWalkIn, 'createdAt'> & { createdAt: string | Date };
const fromRaw = (r: RawOpen): OpenWalkIn => ({ ...r, createdAt: new Date(r.createdAt) }) as OpenWalkIn;

/** The open queue (waiting, called, in service) in arrival order. */
export async function openWalkIns(exec: Executor): Promise<OpenWalkIn[]> {
  const rows = await queryRows<RawOpen>(
    exec,
    sql`${withNames} where w.status in ('waiting', 'called', 'in_service') order by w.arrival`,
  );
  return rows.map(fromRaw);
}

export async function walkInByToken(exec: Executor, token: string): Promise<OpenWalkIn | undefined> {
  const [row] = await queryRows<RawOpen>(exec, sql`${withNames} where w.token = ${token}`);
  return row && fromRaw(row);
}

/** Locked for the rest of the transaction: two staff pressing at once act one after the other. */
export async function walkInForUpdate(exec: Executor, id: string): Promise<OpenWalkIn | undefined> {
  const [row] = await queryRows<RawOpen>(exec, sql`${withNames} where w.id = ${id}::uuid for update of w`);
  return row && fromRaw(row);
}

export async function insertWalkIn(exec: Executor, values: typeof walkIns.$inferInsert): Promise<string> {
  const [row] = await exec.insert(walkIns).values(values).returning({ id: walkIns.id });
  return row!.id;
}

export async function updateWalkIn(
  exec: Executor,
  id: string,
  from: WalkInStatus,
  values: Partial<typeof walkIns.$inferInsert>,
): Promise<void> {
  await exec.update(walkIns).set(values).where(and(eq(walkIns.id, id), eq(walkIns.status, from)));
}

/** The owner's switch (migration 0028); false before the first-run setup. */
export async function walkInsEnabled(exec: Executor): Promise<boolean> {
  const [row] = await exec.select({ enabled: shopSettings.walkInsEnabled }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.enabled ?? false;
}

export async function setWalkInsEnabled(exec: Executor, enabled: boolean, now: Date): Promise<boolean> {
  const rows = await exec
    .update(shopSettings)
    .set({ walkInsEnabled: enabled, updatedAt: now })
    .where(eq(shopSettings.id, 1))
    .returning({ id: shopSettings.id });
  return rows.length > 0;
}

/** The active barbers with the active services each offers: the chairs a walk-in can take. */
export async function chairsOffered(exec: Executor): Promise<{ barberId: string; serviceIds: string[] }[]> {
  return queryRows(
    exec,
    sql`select b.id as "barberId",
          coalesce(array_agg(s.id::text order by s.id) filter (where s.id is not null), '{}') as "serviceIds"
        from barbers b
        left join barber_services bs on bs.barber_id = b.id
        left join services s on s.id = bs.service_id and s.is_active
        where b.is_active
        group by b.id
        order by b.created_at, b.id`,
  );
}

export async function activeServices(exec: Executor) {
  return queryRows<{ id: string; name: string; durationMinutes: number; priceRappen: number }>(
    exec,
    sql`select id, name, duration_minutes as "durationMinutes", price_rappen as "priceRappen" from services where is_active`,
  );
}

/**
 * Serialises the chair's starts with the bookings of the same barber, as booking does (availability's lockBarber):
 * without it two overlapping inserts can wait on each other inside the exclusion check. The constraint decides.
 */
export async function lockBarber(exec: Executor, barberId: string): Promise<void> {
  await exec.execute(sql`select 1 from barbers where id = ${barberId}::uuid for no key update`);
}

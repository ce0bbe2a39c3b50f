import { eq, sql } from 'drizzle-orm';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { queryRows, type Executor } from '../../db/client';
import { depositPolicy, shopSettings } from '../../db/schema';

export type ShopRow = typeof shopSettings.$inferSelect;

export async function getShop(exec: Executor): Promise<ShopRow | undefined> {
  const [row] = await exec.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

/** Every active barber's week, by name: new shop hours must still hold them (opening-hours.ts). */
export function activeBarberWeeks(exec: Executor) {
  return queryRows<{ first_name: string; last_name: string; working_hours: WorkingDay[] }>(
    exec,
    sql`select first_name, last_name, working_hours from barbers where is_active order by last_name, first_name`,
  );
}

export interface ShopSettingsValues {
  name: string;
  tagline: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  socialLinks: ShopRow['socialLinks'];
  openingHours: ShopRow['openingHours'];
  bookingWindowDays: number;
  changeNoticeHours: number;
  slotStepMinutes: number;
}

/** Saves the owner's settings on the one shop row; false when there is no shop yet (before setup). */
export async function saveShopSettings(exec: Executor, values: ShopSettingsValues): Promise<boolean> {
  const rows = await exec
    .update(shopSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shopSettings.id, 1))
    .returning({ id: shopSettings.id });
  return rows.length === 1;
}

/** The owner's motto in other languages (ADR 0073), already cleaned. */
export async function saveShopTranslations(exec: Executor, translations: ShopRow['translations']): Promise<void> {
  await exec.update(shopSettings).set({ translations, updatedAt: sql`now()` }).where(eq(shopSettings.id, 1));
}

/** The row, locked for the rest of the transaction: two saves at once run one after the other. */
export async function lockShop(exec: Executor): Promise<ShopRow | undefined> {
  const [row] = await exec.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
  return row;
}

export interface FutureAppointmentRow {
  id: string;
  barber_id: string;
  barber_name: string;
  customer_name: string;
  customer_phone: string | null;
  service_name: string;
  starts_at_ms: number;
  ends_at_ms: number;
}

/**
 * Every active appointment from `now` on, with the names a list shows (a guest's or the account's). New shop
 * hours are checked against these before they are saved. Times as epoch milliseconds (no driver parsing).
 */
export async function futureActiveAppointments(exec: Executor, now: Date): Promise<FutureAppointmentRow[]> {
  const rows = await queryRows<FutureAppointmentRow>(
    exec,
    sql`
      select a.id, a.barber_id, trim(b.first_name || ' ' || b.last_name) as barber_name,
        trim(coalesce(u.first_name, a.guest_first_name, '') || ' ' || coalesce(u.last_name, a.guest_last_name, ''))
          as customer_name,
        coalesce(a.guest_phone, u.phone) as customer_phone,
        a.service_name,
        (extract(epoch from a.starts_at) * 1000)::bigint as starts_at_ms,
        (extract(epoch from a.ends_at) * 1000)::bigint as ends_at_ms
      from appointments a
      join barbers b on b.id = a.barber_id
      left join users u on u.id = a.client_user_id
      where a.status in ('pending', 'confirmed') and a.starts_at > ${now.toISOString()}::timestamptz
      order by a.starts_at`,
  );
  return rows.map((r) => ({ ...r, starts_at_ms: Number(r.starts_at_ms), ends_at_ms: Number(r.ends_at_ms) }));
}

/** The owner's deposit policy (migration 0029, ADR 0064); undefined: never saved, read as the defaults (off). */
export async function getDepositPolicy(exec: Executor): Promise<typeof depositPolicy.$inferSelect | undefined> {
  const [row] = await exec.select().from(depositPolicy).where(eq(depositPolicy.id, 1));
  return row;
}

export async function saveDepositPolicy(
  exec: Executor,
  values: Omit<typeof depositPolicy.$inferInsert, 'id' | 'updatedAt'>,
  at: Date,
): Promise<void> {
  await exec
    .insert(depositPolicy)
    .values({ id: 1, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: depositPolicy.id, set: { ...values, updatedAt: at } });
}

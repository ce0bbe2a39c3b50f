import type { ContentTranslations } from '@barber/shared/domain/content-translations';
import type { Language } from '@barber/shared/messages/languages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { appointments, barbers, emailUnsubscribes, shopSettings, teamNoticeSettings as teamNoticeSettingsTable, users } from '../../db/schema';
import { getShop } from '../shop/index';
import { FALLBACK_SHOP, type ShopContact } from './templates/layout';

export interface NotificationSettings {
  shop: ShopContact;
  /** Hours before the appointment; 0 = that reminder is off. */
  reminderEmailHours: number;
  reminderSmsHours: number;
}

/** The shop's details for the messages and its reminder settings (defaults before the first-run setup). */
export async function notificationSettings(exec: Executor): Promise<NotificationSettings> {
  const row = await getShop(exec);
  if (!row) return { shop: FALLBACK_SHOP, reminderEmailHours: 24, reminderSmsHours: 2 };
  return {
    shop: {
      name: row.name,
      address: row.address,
      postalCode: row.postalCode,
      city: row.city,
      phone: row.phone,
      email: row.email,
      timeZone: row.timeZone,
    },
    reminderEmailHours: row.reminderEmailHours,
    reminderSmsHours: row.reminderSmsHours,
  };
}

export async function isUnsubscribed(exec: Executor, email: string): Promise<boolean> {
  const [row] = await exec
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.email, email.trim().toLowerCase()));
  return row !== undefined;
}

export async function addUnsubscribe(exec: Executor, email: string, at: Date): Promise<void> {
  await exec
    .insert(emailUnsubscribes)
    .values({ email: email.trim().toLowerCase(), unsubscribedAt: at })
    .onConflictDoNothing();
}

/** An active appointment whose reminder of this channel is due and not yet recorded. */
export interface DueReminder {
  id: string;
  starts_at: Date;
  duration_minutes: number;
  service_name: string;
  service_translations: ContentTranslations | null;
  barber_first_name: string;
  barber_last_name: string;
  client_user_id: string | null;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  /** The booking's language (ADR 0066): the reminder is written in it. */
  language: Language;
}

/**
 * Active appointments starting after `now` and at most `hours` after it, booked before their reminder moment
 * (a booking made inside the window just got its confirmation), whose reminder for this start time is not
 * recorded yet, with someone to send it to who did not unsubscribe (the dedupe key: kind, appointment, start time in epoch seconds). A moved appointment has a new
 * start time, hence a new key: its reminder follows it.
 */
export async function dueReminders(
  exec: Executor,
  channel: 'email' | 'sms',
  hours: number,
  now: Date,
  limit = 200,
): Promise<DueReminder[]> {
  const prefix = `reminder-${channel}:`;
  const rows = await queryRows<Omit<DueReminder, 'starts_at'> & { starts_ms: number }>(
    exec,
    sql`
    select a.id, (extract(epoch from a.starts_at) * 1000)::float8 as starts_ms, a.duration_minutes, a.service_name,
      -- The owner's translations of the name, while the service still has the name it was booked with.
      (select s.translations from services s where s.id = a.service_id and s.name = a.service_name) as service_translations,
      b.first_name as barber_first_name, b.last_name as barber_last_name, a.client_user_id,
      coalesce(u.email, a.guest_email) as email,
      coalesce(nullif(u.phone, ''), a.guest_phone) as phone,
      coalesce(u.first_name, a.guest_first_name) as first_name, a.language
    from appointments a
    join barbers b on b.id = a.barber_id
    left join users u on u.id = a.client_user_id
    where a.status in ('pending', 'confirmed')
      and a.starts_at > ${now.toISOString()}::timestamptz
      and a.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${hours})
      and a.created_at <= a.starts_at - make_interval(hours => ${hours})
      and ${channel === 'email' ? sql`coalesce(u.email, a.guest_email) is not null` : sql`coalesce(nullif(u.phone, ''), a.guest_phone) is not null`}
      -- Customers who unsubscribed get no reminders (either channel).
      and not exists (select 1 from email_unsubscribes x where x.email = lower(coalesce(u.email, a.guest_email)))
      and not exists (
        select 1 from outbound_messages m
        where m.dedupe_key = ${prefix} || a.id::text || ':' || extract(epoch from a.starts_at)::bigint::text)
    order by a.starts_at
    limit ${limit}`,
  );
  // Raw rows carry timestamps as text on some drivers: the instant travels as epoch milliseconds.
  return rows.map(({ starts_ms, ...row }) => ({ ...row, starts_at: new Date(Number(starts_ms)) }));
}

export const reminderDedupeKey = (channel: 'email' | 'sms', appointmentId: string, startsAt: Date) =>
  `reminder-${channel}:${appointmentId}:${Math.floor(startsAt.getTime() / 1000)}`;

/** Saves when the reminders go (settings.ts); undefined before the first-run setup made the shop row. */
export async function saveReminderHours(
  exec: Executor,
  hours: { reminderEmailHours: number; reminderSmsHours: number },
  now: Date,
) {
  const [row] = await exec
    .update(shopSettings)
    .set({ reminderEmailHours: hours.reminderEmailHours, reminderSmsHours: hours.reminderSmsHours, updatedAt: now })
    .where(eq(shopSettings.id, 1))
    .returning({ reminderEmailHours: shopSettings.reminderEmailHours, reminderSmsHours: shopSettings.reminderSmsHours });
  return row;
}

/** Whether an appointment is still active at the start time a reminder scan read. */
export async function stillActiveAt(exec: Executor, appointmentId: string, startsAt: Date): Promise<boolean> {
  const [still] = await exec
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.startsAt, startsAt),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    );
  return still !== undefined;
}

/** A barber's first and last name. */
export async function barberName(exec: Executor, barberId: string) {
  const [row] = await exec
    .select({ f: barbers.firstName, l: barbers.lastName })
    .from(barbers)
    .where(eq(barbers.id, barberId));
  return row;
}

export interface TeamNoticeSettingsRow {
  ownerCopy: boolean;
  barbersOnlyWithin48h: boolean;
}

/** No row yet: the defaults of migration 0025 (no owner copy, barbers told of every change). */
export async function teamNoticeSettings(exec: Executor): Promise<TeamNoticeSettingsRow> {
  const [row] = await exec
    .select({ ownerCopy: teamNoticeSettingsTable.ownerCopy, barbersOnlyWithin48h: teamNoticeSettingsTable.barbersOnlyWithin48h })
    .from(teamNoticeSettingsTable)
    .where(eq(teamNoticeSettingsTable.id, 1));
  return row ?? { ownerCopy: false, barbersOnlyWithin48h: false };
}

export async function saveTeamNoticeSettings(exec: Executor, values: TeamNoticeSettingsRow, at: Date): Promise<TeamNoticeSettingsRow> {
  const [row] = await exec
    .insert(teamNoticeSettingsTable)
    .values({ id: 1, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: teamNoticeSettingsTable.id, set: { ...values, updatedAt: at } })
    .returning({ ownerCopy: teamNoticeSettingsTable.ownerCopy, barbersOnlyWithin48h: teamNoticeSettingsTable.barbersOnlyWithin48h });
  return row!;
}

/** One appointment as the team's notices describe it: the customer by account, guest details or phone nickname. */
export interface NoticeAppointment {
  id: string;
  barber_id: string;
  starts_ms: number;
  duration_minutes: number;
  service_name: string;
  cancellation_reason: string | null;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  customer_first_name: string | null;
  client_user_id: string | null;
  /** The booking's language (ADR 0066). */
  language: Language;
}

/**
 * What a team notice needs, in ONE statement: the appointment as noticeAppointment reads it, the shop's team-notice
 * settings (their defaults when never saved) and its barber's contact as barberContact reads it.
 */
export async function noticeContext(
  exec: Executor,
  id: string,
): Promise<{ appointment: NoticeAppointment; settings: TeamNoticeSettingsRow; barber: BarberContact | undefined } | undefined> {
  const [row] = await queryRows<
    NoticeAppointment & {
      owner_copy: boolean | null;
      barbers_only_within_48h: boolean | null;
      b_id: string | null;
      b_first_name: string;
      b_last_name: string;
      b_email: string | null;
      b_user_id: string | null;
      b_language: Language | null;
    }
  >(
    exec,
    sql`
    select a.id, a.barber_id, (extract(epoch from a.starts_at) * 1000)::float8 as starts_ms, a.duration_minutes,
      a.service_name, a.cancellation_reason,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
               nullif(trim(concat_ws(' ', a.guest_first_name, a.guest_last_name)), ''),
               nullif(a.client_nickname, ''), 'Cliente') as customer_name,
      coalesce(nullif(u.phone, ''), a.guest_phone) as customer_phone,
      coalesce(u.email, a.guest_email) as customer_email,
      coalesce(u.first_name, a.guest_first_name) as customer_first_name, a.client_user_id, a.language,
      t.owner_copy, t.barbers_only_within_48h,
      b.id as b_id, b.first_name as b_first_name, b.last_name as b_last_name,
      coalesce(nullif(b.email, ''), bu.email) as b_email, b.user_id as b_user_id, bu.language as b_language
    from appointments a
    left join users u on u.id = a.client_user_id
    left join team_notice_settings t on t.id = 1
    left join barbers b on b.id = a.barber_id
    left join users bu on bu.id = b.user_id and bu.is_active
    where a.id = ${id}`,
  );
  if (!row) return undefined;
  const { owner_copy, barbers_only_within_48h, b_id, b_first_name, b_last_name, b_email, b_user_id, b_language, ...a } = row;
  return {
    appointment: { ...a, starts_ms: Number(a.starts_ms) },
    settings: { ownerCopy: owner_copy ?? false, barbersOnlyWithin48h: barbers_only_within_48h ?? false },
    barber: b_id
      ? { id: b_id, name: `${b_first_name} ${b_last_name}`.trim(), firstName: b_first_name, email: b_email, userId: b_user_id, language: b_language ?? 'it' }
      : undefined,
  };
}

/** Who a barber is for the team's notices: the name, the address (their own, else their account's) and account. */
export interface BarberContact {
  id: string;
  name: string;
  firstName: string;
  email: string | null;
  userId: string | null;
  /** The barber's account's language (ADR 0066): their notices are written in it; Italian without an account. */
  language: Language;
}

export async function barberContact(exec: Executor, barberId: string): Promise<BarberContact | undefined> {
  const [row] = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    user_id: string | null;
    language: Language | null;
  }>(
    exec,
    sql`
    select b.id, b.first_name, b.last_name, coalesce(nullif(b.email, ''), u.email) as email, b.user_id, u.language
    from barbers b
    left join users u on u.id = b.user_id and u.is_active
    where b.id = ${barberId}`,
  );
  return (
    row && {
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      firstName: row.first_name,
      email: row.email,
      userId: row.user_id,
      language: row.language ?? 'it',
    }
  );
}

/** The owner's copies go to every active admin. */
export async function activeAdmins(
  exec: Executor,
): Promise<{ id: string; email: string; firstName: string; language: Language }[]> {
  return exec
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
}

/**
 * The owner's translations of an appointment's service name, while the service still has the name it was booked
 * with (a renamed service's translations belong to its new name): a customer's message says it in their language.
 */
export async function bookedServiceTranslations(exec: Executor, appointmentId: string): Promise<ContentTranslations | null> {
  const [row] = await queryRows<{ translations: ContentTranslations }>(
    exec,
    sql`select s.translations from appointments a join services s on s.id = a.service_id and s.name = a.service_name
        where a.id = ${appointmentId}::uuid`,
  );
  return row?.translations ?? null;
}

import { nameIn } from '@barber/shared/domain/content-translations';
import { isInternationalPhone, normalizePhone } from '@barber/shared/domain/phone';
import type { AppointmentReminderEvent } from '@barber/shared/realtime';
import type { AppContext } from '../../infra/context';
import { opsTexts } from '../../infra/languages';
import { manageUrlFor } from '../manage/index';
import { listUnsubscribeHeaders, unsubscribePageUrl } from './links';
import { dueReminders, notificationSettings, reminderDedupeKey, stillActiveAt, type DueReminder } from './repo';
import { whenInShop } from './templates/layout';
import { reminderEmail, reminderSms, type AppointmentFacts } from './templates/messages';

export const REMINDER_SCAN_JOB = 'notifications.reminders';
/** The scan runs every minute: a reminder goes at most about a minute after its moment. */
export const REMINDER_SCAN_EVERY_MS = 60_000;

/**
 * Reminders (ADR 0019): one recurring job scans every minute for active appointments whose email (24 h) or SMS
 * (2 h) moment has come, and records each reminder with a dedupe key of kind, appointment and start time. The
 * unique index makes the reminder exist once whatever the number of instances or scans; a moved appointment has a
 * new start time and so a new reminder; a cancelled or past one is no longer found. Delivery and its retries are
 * the mailer's (email.send / sms.send jobs).
 */
export function scheduleReminders(ctx: AppContext) {
  ctx.jobs.register(REMINDER_SCAN_JOB, async () => {
    await scanReminders(ctx);
  });
  ctx.jobs.every(REMINDER_SCAN_JOB, REMINDER_SCAN_EVERY_MS);
}

export interface ScanResult {
  email: number;
  sms: number;
}

/** One scan at ctx.now(); tests call it directly with the test clock. Returns how many reminders it recorded. */
export async function scanReminders(ctx: AppContext): Promise<ScanResult> {
  const now = ctx.now();
  const settings = await notificationSettings(ctx.db);
  const result: ScanResult = { email: 0, sms: 0 };
  const events: { userId: string; event: AppointmentReminderEvent }[] = [];
  for (const channel of ['email', 'sms'] as const) {
    const hours = channel === 'email' ? settings.reminderEmailHours : settings.reminderSmsHours;
    if (hours <= 0) continue;
    for (const due of await dueReminders(ctx.db, channel, hours, now)) {
      try {
        const created = await recordReminder(ctx, settings.shop, channel, due, now);
        if (!created) continue;
        result[channel] += 1;
        if (due.client_user_id)
          events.push({
            userId: due.client_user_id,
            event: reminderEvent(settings.shop.timeZone, channel, hours, due),
          });
      } catch (error) {
        // One bad row must not stop the others; the next scan tries it again.
        ctx.log.warn({ err: error, appointmentId: due.id, channel }, 'reminder could not be recorded');
      }
    }
  }
  for (const { userId, event } of events) ctx.realtime.appointmentReminder(userId, event);
  if (result.email + result.sms > 0) ctx.jobs.kick();
  return result;
}

const facts = (due: DueReminder): AppointmentFacts => ({
  id: due.id,
  serviceName: due.service_name,
  serviceTranslations: due.service_translations,
  barberName: `${due.barber_first_name} ${due.barber_last_name}`.trim(),
  startsAt: due.starts_at,
  durationMinutes: due.duration_minutes,
});

async function recordReminder(
  ctx: AppContext,
  shop: Awaited<ReturnType<typeof notificationSettings>>['shop'],
  channel: 'email' | 'sms',
  due: DueReminder,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    // Still active at the same time (a cancel or a move may have committed since the scan read it).
    if (!(await stillActiveAt(tx, due.id, due.starts_at))) return false;
    const dedupeKey = reminderDedupeKey(channel, due.id, due.starts_at);
    if (channel === 'email') {
      const email = due.email!;
      const message = reminderEmail({
        shop,
        to: { email, firstName: due.first_name ?? '', language: due.language },
        appointment: facts(due),
        manageUrl: manageUrlFor(ctx, due.id),
        unsubscribeUrl: unsubscribePageUrl(ctx, email),
        headers: listUnsubscribeHeaders(ctx, email),
        dedupeKey,
      });
      return (await ctx.mailer.record(tx, { channel: 'email', ...message })).created;
    }
    // Numbers are stored normalised (+41...); an older or hand-typed one is normalised here, and one that is not a
    // phone number at all is left out rather than refused by the provider.
    if (!isInternationalPhone(due.phone!)) return false;
    const message = reminderSms({
      shop,
      to: normalizePhone(due.phone!),
      appointment: facts(due),
      now,
      dedupeKey,
      language: due.language,
    });
    return (await ctx.mailer.record(tx, { channel: 'sms', ...message })).created;
  });
}

function reminderEvent(
  timeZone: string,
  channel: 'email' | 'sms',
  hours: number,
  due: DueReminder,
): AppointmentReminderEvent {
  // In the booking's language (ADR 0066), as the reminder it accompanies.
  const when = whenInShop(due.starts_at, timeZone, due.language);
  const barberName = `${due.barber_first_name} ${due.barber_last_name}`.trim();
  return {
    appointmentId: due.id,
    date: when.date,
    time: when.time,
    startsAt: due.starts_at.toISOString(),
    service: nameIn(due.language, due.service_name, due.service_translations),
    barberName,
    channel,
    hoursBefore: hours,
    message: opsTexts[due.language].reminderNotice(nameIn(due.language, due.service_name, due.service_translations), barberName, when.longDate, when.time),
  };
}

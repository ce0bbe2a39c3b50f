import { REMINDER_EMAIL_HOURS, REMINDER_SMS_HOURS } from '@barber/shared/domain/notification-settings';
import type { NotificationSettings, TeamNoticeSettings } from '@barber/shared/contract/notifications';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { getShop } from '../shop/index';
import { saveReminderHours, saveTeamNoticeSettings, teamNoticeSettings } from './repo';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export const SETTINGS_SAVED = 'Impostazioni salvate';
const NOT_SET_UP = moduleMessagesIt.shopNotSetUp;

/**
 * GET /admin/notification-settings: when the reminders go (ADR 0019). Before the first-run setup there is no
 * shop row: the defaults the reminder scan would use.
 */
export async function getNotificationSettings(ctx: AppContext): Promise<NotificationSettings> {
  const row = await getShop(ctx.db);
  if (!row)
    return { reminderEmailHours: REMINDER_EMAIL_HOURS.default, reminderSmsHours: REMINDER_SMS_HOURS.default };
  return { reminderEmailHours: row.reminderEmailHours, reminderSmsHours: row.reminderSmsHours };
}

/**
 * PUT /admin/notification-settings (the body is validated by the contract: whole hours within the bounds). Nothing
 * has to be rescheduled: the reminder scan reads these hours every minute, so the change applies to every reminder
 * not recorded yet (ADR 0019); a reminder already recorded keeps its row (its dedupe key) and is not sent again.
 */
export async function updateNotificationSettings(
  ctx: AppContext,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const row = await saveReminderHours(ctx.db, input, ctx.now());
  if (!row) throw new AppError('UNAVAILABLE', NOT_SET_UP);
  return row;
}

/** GET /admin/team-notice-settings: who hears of appointment changes (ADR 0053); the defaults until first saved. */
export const getTeamNoticeSettings = (ctx: AppContext): Promise<TeamNoticeSettings> => teamNoticeSettings(ctx.db);

/** PUT /admin/team-notice-settings: both switches; the next change is told by them. */
export const updateTeamNoticeSettings = (ctx: AppContext, input: TeamNoticeSettings): Promise<TeamNoticeSettings> =>
  saveTeamNoticeSettings(ctx.db, input, ctx.now());

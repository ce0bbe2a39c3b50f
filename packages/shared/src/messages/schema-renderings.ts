import { PASSWORD_MIN } from '../schemas/auth';
import { MAX_LIST_DAYS } from '../schemas/staff-appointments';
import { CHATBOT_LIMITS } from '../contract/chatbot-routes';
import { BOOKING_WINDOW_BOUNDS, CHANGE_NOTICE_BOUNDS, SLOT_STEP_CHOICES } from '../domain/booking-settings';
import { REMINDER_EMAIL_HOURS, REMINDER_SMS_HOURS } from '../domain/notification-settings';
import { DEPOSIT_BOUNDS } from '../domain/deposits';
import { SERIES_MAX_COUNT, SERIES_MIN_COUNT } from '../domain/series';
import type { Catalogue } from './catalogue';
import type { fieldMessagesIt } from './fields-it';

/**
 * The texts the shared schemas render from fields-it.ts's functions while they load, with the schemas' own values,
 * in the order the server pairs them: the same call on fields-de/fr/en gives each one's translation (ADR 0061). A
 * schema that renders another one belongs here too; languages.test.ts's sweep finds it left out.
 */
export const schemaRenderings = (m: Catalogue<typeof fieldMessagesIt>): string[] => [
  m.passwords.tooShort(PASSWORD_MIN),
  m.shopSettings.windowDays(BOOKING_WINDOW_BOUNDS.min, BOOKING_WINDOW_BOUNDS.max),
  m.shopSettings.notice(CHANGE_NOTICE_BOUNDS.min, CHANGE_NOTICE_BOUNDS.max),
  m.shopSettings.step(SLOT_STEP_CHOICES.join(', ')),
  m.common.periodTooLong(MAX_LIST_DAYS),
  m.chatbot.messageTooLong(CHATBOT_LIMITS.messageMax),
  m.notifications.reminderHours('email', REMINDER_EMAIL_HOURS.min, REMINDER_EMAIL_HOURS.max),
  m.notifications.reminderHours('sms', REMINDER_SMS_HOURS.min, REMINDER_SMS_HOURS.max),
  m.notifications.teamSwitch('ownerCopy'),
  m.notifications.teamSwitch('barbersOnlyWithin48h'),
  m.deposits.fixedAmount((DEPOSIT_BOUNDS.fixedRappen.min / 100).toFixed(2), (DEPOSIT_BOUNDS.fixedRappen.max / 100).toFixed(2)),
  m.deposits.percent(DEPOSIT_BOUNDS.percent.min, DEPOSIT_BOUNDS.percent.max),
  m.deposits.threshold(DEPOSIT_BOUNDS.threshold.min, DEPOSIT_BOUNDS.threshold.max),
  m.series.count(SERIES_MIN_COUNT, SERIES_MAX_COUNT),
];

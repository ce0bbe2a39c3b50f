import type { CallAnswer } from '../../../lib/api-call';
import { adminCall, adminDataQuery } from '../admin-request';

export type NotificationSettings = CallAnswer<'notificationSettings'>['data'];

export const notificationSettingsKey = ['admin', 'notification-settings'] as const;

export const notificationSettingsQuery = adminDataQuery(notificationSettingsKey, 'notificationSettings');

export const saveNotificationSettings = (settings: NotificationSettings) =>
  adminCall('updateNotificationSettings', { body: settings });

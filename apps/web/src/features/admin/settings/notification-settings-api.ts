import { queryOptions } from '@tanstack/react-query';
import type { CallAnswer } from '../../../lib/api-call';
import { adminCall } from '../admin-request';

export type NotificationSettings = CallAnswer<'notificationSettings'>['data'];

export const notificationSettingsKey = ['admin', 'notification-settings'] as const;

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationSettingsKey,
  queryFn: ({ signal }) => adminCall('notificationSettings', {}, { signal }).then((answer) => answer.data),
});

export const saveNotificationSettings = (settings: NotificationSettings) =>
  adminCall('updateNotificationSettings', { body: settings });

import { queryOptions } from '@tanstack/react-query';
import type { CallAnswer } from '../../../lib/api-call';
import { adminCall } from '../admin-request';

export type TeamNoticeSettings = CallAnswer<'teamNoticeSettings'>['data'];

export const teamNoticeKey = ['admin', 'team-notice-settings'] as const;

export const teamNoticeQuery = queryOptions({
  queryKey: teamNoticeKey,
  queryFn: ({ signal }) => adminCall('teamNoticeSettings', {}, { signal }).then((answer) => answer.data),
});

export const saveTeamNoticeSettings = (settings: TeamNoticeSettings) =>
  adminCall('updateTeamNoticeSettings', { body: settings });

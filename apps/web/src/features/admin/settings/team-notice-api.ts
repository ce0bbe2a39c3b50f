import type { CallAnswer } from '../../../lib/api-call';
import { adminCall, adminDataQuery } from '../admin-request';

export type TeamNoticeSettings = CallAnswer<'teamNoticeSettings'>['data'];

export const teamNoticeKey = ['admin', 'team-notice-settings'] as const;

export const teamNoticeQuery = adminDataQuery(teamNoticeKey, 'teamNoticeSettings');

export const saveTeamNoticeSettings = (settings: TeamNoticeSettings) =>
  adminCall('updateTeamNoticeSettings', { body: settings });

import { queryOptions } from '@tanstack/react-query';
import type { JobApplication, RecruitingSettings } from '@barber/shared/contract/job-applications';
import { adminCall, adminDataQuery, listOf } from '../admin-request';

export const applicationsKey = ['admin', 'job-applications'] as const;
export const recruitingSettingsKey = ['admin', 'recruiting-settings'] as const;

export const applicationsQuery = queryOptions({
  queryKey: applicationsKey,
  queryFn: ({ signal }) =>
    adminCall('jobApplications', {}, { signal }).then((answer) => listOf<JobApplication>(answer)),
  refetchInterval: 60_000,
});

export const deleteApplication = (application: JobApplication) =>
  adminCall('deleteJobApplication', { params: { id: application._id } });

export const recruitingSettingsQuery = adminDataQuery(recruitingSettingsKey, 'recruitingSettings');

export const saveRecruitingSettings = (recruitingEmail: string) =>
  adminCall('updateRecruitingSettings', { body: { recruitingEmail } }).then(
    (answer): RecruitingSettings => answer.data,
  );

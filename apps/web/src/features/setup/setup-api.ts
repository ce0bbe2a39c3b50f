import { queryOptions } from '@tanstack/react-query';
import type { SetupRequest, SetupResponse, SetupStatus } from '@barber/shared/schemas/setup';
import { apiRequest } from '../../lib/api-client';

/** GET /api/setup/status: is the one-time setup still open (no admin yet)? Always asked afresh. */
export const setupStatusQuery = queryOptions({
  queryKey: ['setup-status'],
  queryFn: ({ signal }) =>
    apiRequest<{ success: true; data: SetupStatus }>('/setup/status', { signal }).then(
      (answer) => answer.data,
    ),
  staleTime: 0,
});

export const completeSetup = (body: SetupRequest) =>
  apiRequest<SetupResponse>('/setup', { method: 'POST', body });

import { queryOptions } from '@tanstack/react-query';
import type { SetupRequest } from '@barber/shared/schemas/setup';
import { callApi } from '../../lib/api-call';

/** GET /api/setup/status: is the one-time setup still open (no admin yet)? Always asked afresh. */
export const setupStatusQuery = queryOptions({
  queryKey: ['setup-status'],
  queryFn: ({ signal }) => callApi('setupStatus', {}, { signal }).then((answer) => answer.data),
  staleTime: 0,
});

export const completeSetup = (body: SetupRequest) => callApi('completeSetup', { body });

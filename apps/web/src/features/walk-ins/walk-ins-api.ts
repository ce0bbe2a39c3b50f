import { useEffect } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CreateWalkInRequest, WalkInStatusRequest } from '@barber/shared/contract/walk-ins';
import { callApi } from '../../lib/api-call';
import { watchWalkIns } from '../../lib/walk-ins-watch';

export const walkInsKey = ['walk-ins'] as const;

/** The public queue: the screen, the panel's list and whether the queue is open. */
export const queueQuery = queryOptions({
  queryKey: [...walkInsKey, 'queue'],
  queryFn: ({ signal }) => callApi('walkInQueue', {}, { signal }).then((answer) => answer.data),
});

/** The customer's own place; an unknown token (404) is final, so it is not retried. */
export const ticketQuery = (token: string) =>
  queryOptions({
    queryKey: [...walkInsKey, 'ticket', token],
    queryFn: ({ signal }) => callApi('walkInView', { params: { token } }, { signal }).then((answer) => answer.data),
    retry: false,
  });

/** The form's barbers with the services each offers (the waiting list's public call). */
export const barbersQuery = queryOptions({
  queryKey: [...walkInsKey, 'barbers'],
  queryFn: ({ signal }) => callApi('waitingListBarbers', {}, { signal }),
  staleTime: 5 * 60_000,
});

export const servicesQuery = queryOptions({
  queryKey: [...walkInsKey, 'services'],
  queryFn: ({ signal }) => callApi('activeServices', {}, { signal }),
  staleTime: 5 * 60_000,
});

export const joinQueue = (body: CreateWalkInRequest) => callApi('walkInCreate', { body }).then((answer) => answer.data);

export const setWalkInStatus = (id: string, body: WalkInStatusRequest) =>
  callApi('walkInStatus', { params: { id }, body }).then((answer) => answer.data);

export const saveWalkInSettings = (enabled: boolean) => callApi('walkInSettings', { body: { enabled } });

/** Keeps the open page's queue live: every change of the queue reads it again (and the page's own place). */
export function useLiveQueue() {
  const client = useQueryClient();
  useEffect(() => watchWalkIns(() => void client.invalidateQueries({ queryKey: walkInsKey })), [client]);
}

import { queryOptions } from '@tanstack/react-query';
import type { CreateWaitingEntryRequest, WaitingEntry, WaitingOffer } from '@barber/shared/contract/waiting-list';
import { callApi } from '../../lib/api-call';
import { listAnswer } from '../../lib/api-lists';
import { waitingList as t } from '../../i18n/waiting-list';

export type { WaitingEntry, WaitingOffer };

const list = <T>(answer: T[]): T[] => listAnswer<T>(answer, t.loadError);

export const myEntriesKey = ['waiting-list', 'mine'] as const;

export const myEntriesQuery = queryOptions({
  queryKey: myEntriesKey,
  queryFn: ({ signal }) => callApi('waitingListMine', {}, { signal }).then(list),
  // An offer can arrive at any time: look again now and then while the page is open.
  refetchInterval: 60_000,
});

/** The form's barbers (GET /barbers/public, the spec's call) with the ids of the services each offers. */
export const formBarbersQuery = queryOptions({
  queryKey: ['waiting-list', 'barbers'],
  queryFn: ({ signal }) => callApi('waitingListBarbers', {}, { signal }).then(list),
  staleTime: 5 * 60_000,
});

export const formServicesQuery = queryOptions({
  queryKey: ['waiting-list', 'services'],
  queryFn: ({ signal }) => callApi('activeServices', {}, { signal }).then(list),
  staleTime: 5 * 60_000,
});

export const addEntry = (body: CreateWaitingEntryRequest) =>
  callApi('waitingListCreate', { body }).then((answer) => answer.data);

export const removeEntry = (id: string) => callApi('waitingListDelete', { params: { id } });

export const offerKey = (token: string) => ['waiting-list', 'offer', token] as const;

/** The offer behind a link; a 404 is final, so it is not retried. */
export const offerQuery = (token: string) =>
  queryOptions({
    queryKey: offerKey(token),
    queryFn: ({ signal }) => callApi('waitingListOffer', { params: { token } }, { signal }).then((a) => a.data),
    retry: false,
  });

export const bookOffer = (token: string) =>
  callApi('waitingListOfferBook', { params: { token } }).then((answer) => answer.data);

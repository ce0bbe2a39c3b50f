import { queryOptions } from '@tanstack/react-query';
import type { LastMinuteOffer } from '@barber/shared/contract/last-minute';
import { callApi } from '../../lib/api-call';

export type { LastMinuteOffer };

export const offerKey = (token: string) => ['last-minute', 'offer', token] as const;

/** The offer behind a link; a 404 is final, so it is not retried. */
export const offerQuery = (token: string) =>
  queryOptions({
    queryKey: offerKey(token),
    queryFn: ({ signal }) => callApi('lastMinuteOffer', { params: { token } }, { signal }).then((a) => a.data),
    retry: false,
  });

export const bookOffer = (token: string) => callApi('lastMinuteOfferBook', { params: { token } }).then((a) => a.data);
export const stopOffers = (token: string) => callApi('lastMinuteOfferStop', { params: { token } });

export const choiceKey = ['last-minute', 'choice'] as const;
export const choiceQuery = queryOptions({
  queryKey: choiceKey,
  queryFn: ({ signal }) => callApi('lastMinuteChoice', {}, { signal }).then((a) => a.data.enabled),
});
export const saveChoice = (enabled: boolean) => callApi('lastMinuteChoiceUpdate', { body: { enabled } });

export const settingsKey = ['last-minute', 'settings'] as const;
export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => callApi('lastMinuteSettings', {}, { signal }).then((a) => a.data.enabled),
});
export const saveSettings = (enabled: boolean) => callApi('lastMinuteSettingsUpdate', { body: { enabled } });

import { queryOptions } from '@tanstack/react-query';
import type { Service } from '@barber/shared/schemas/catalog';
import { callApi } from '../../lib/api-call';
import { listAnswer } from '../../lib/api-lists';
import { businessCardTexts as t } from '../../i18n/business-card';

/** GET /services/active for the card's back ('I Nostri Servizi'). */
export const activeServicesQuery = queryOptions({
  queryKey: ['business-card', 'services'],
  queryFn: ({ signal }) =>
    callApi('activeServices', {}, { signal }).then((answer) => listAnswer<Service>(answer, t.servicesError)),
  staleTime: 5 * 60_000,
});

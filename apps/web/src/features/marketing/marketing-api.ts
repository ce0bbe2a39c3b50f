import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-call';

/** The plans from the database (GET /contact/plans, public): the pricing and the ROI's plan cost. */
export const marketingPlansQuery = queryOptions({
  queryKey: ['marketing', 'plans'],
  queryFn: ({ signal }) => callApi('contactPlans', {}, { signal }).then((answer) => answer.data),
  staleTime: 5 * 60_000,
});

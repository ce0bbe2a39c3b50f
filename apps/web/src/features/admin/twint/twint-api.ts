import { queryOptions } from '@tanstack/react-query';
import type { CallAnswer } from '../../../lib/api-call';
import { adminCall, adminKeys } from '../admin-request';

export type TwintPayment = CallAnswer<'adminTwintPayments'>['data'][number];
export type TwintFilter = 'all' | 'pending' | 'completed' | 'failed';

/** The list refreshes every 30 s (002 section 9) and whenever the filter changes (its own key). */
export const TWINT_REFRESH_MS = 30_000;

export const twintPaymentsKey = [...adminKeys.twint] as const;

export const twintPaymentsQuery = (filter: TwintFilter) =>
  queryOptions({
    queryKey: [...twintPaymentsKey, filter],
    queryFn: ({ signal }) =>
      adminCall('adminTwintPayments', { query: filter === 'all' ? {} : { status: filter } }, { signal }).then(
        (answer) => answer.data,
      ),
    refetchInterval: TWINT_REFRESH_MS,
  });

/** POST /payments/twint/:id/confirm with the spec's body (002 section 7). */
export const confirmTwint = (payment: TwintPayment, now: Date) =>
  adminCall('twintConfirm', {
    params: { id: payment._id },
    body: {
      confirmationId: `admin-${now.getTime()}`,
      metadata: {
        confirmed_via: 'admin_panel',
        confirmed_at: now.toISOString(),
        amount_confirmed: payment.amount,
        admin_action: true,
      },
    },
  });

export const cancelTwint = (payment: TwintPayment, reason: string) =>
  adminCall('twintCancel', { params: { id: payment._id }, body: { reason } });

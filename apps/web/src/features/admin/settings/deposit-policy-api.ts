import { queryOptions } from '@tanstack/react-query';
import type { CallAnswer } from '../../../lib/api-call';
import { adminCall } from '../admin-request';

export type DepositPolicy = CallAnswer<'depositPolicy'>['data'];

export const depositPolicyKey = ['admin', 'deposit-policy'] as const;

export const depositPolicyQuery = queryOptions({
  queryKey: depositPolicyKey,
  queryFn: ({ signal }) => adminCall('depositPolicy', {}, { signal }).then((answer) => answer.data),
});

export const saveDepositPolicy = (policy: DepositPolicy) => adminCall('updateDepositPolicy', { body: policy });

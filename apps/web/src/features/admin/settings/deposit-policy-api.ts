import type { CallAnswer } from '../../../lib/api-call';
import { adminCall, adminDataQuery } from '../admin-request';

export type DepositPolicy = CallAnswer<'depositPolicy'>['data'];

export const depositPolicyKey = ['admin', 'deposit-policy'] as const;

export const depositPolicyQuery = adminDataQuery(depositPolicyKey, 'depositPolicy');

export const saveDepositPolicy = (policy: DepositPolicy) =>
  adminCall('updateDepositPolicy', { body: policy });

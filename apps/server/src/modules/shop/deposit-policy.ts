import { chfToRappen, rappenToChf } from '@barber/shared/domain/money';
import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy } from '@barber/shared/domain/deposits';
import { DEPOSIT_POLICY_MESSAGES, type DepositPolicyRequest, type DepositPolicyDto } from '@barber/shared/schemas/deposit-policy';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as repo from './repo';

/** The policy as the rules read it (Rappen); the defaults (off) until the owner saves one. */
export async function depositPolicyIn(exec: Executor): Promise<DepositPolicy> {
  const row = await repo.getDepositPolicy(exec);
  if (!row) return { ...DEFAULT_DEPOSIT_POLICY, peakDays: [...DEFAULT_DEPOSIT_POLICY.peakDays] };
  const { id: _id, updatedAt: _at, ...policy } = row;
  return policy;
}

function toDto(policy: DepositPolicy): DepositPolicyDto {
  const { fixedRappen, ...rest } = policy;
  return { ...rest, fixedAmount: rappenToChf(fixedRappen) };
}

export const getDepositPolicy = async (ctx: AppContext): Promise<DepositPolicyDto> => toDto(await depositPolicyIn(ctx.db));

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

/**
 * PUT /admin/deposit-policy (ADR 0064): the schema checked each field; the rules across fields are here (peak hours
 * in order, a day for them when they are used). Applies to the next booking; bookings already made keep theirs.
 */
export async function updateDepositPolicy(
  ctx: AppContext,
  input: z.output<typeof DepositPolicyRequest>,
): Promise<DepositPolicyDto> {
  if (input.peakFrom >= input.peakTo) throw invalid('peakTo', DEPOSIT_POLICY_MESSAGES.peakOrder);
  if (input.firstTimeAtPeak && input.peakDays.length === 0) throw invalid('peakDays', DEPOSIT_POLICY_MESSAGES.peakNoDays);
  const { fixedAmount, ...rest } = input;
  const policy: DepositPolicy = { ...rest, peakDays: [...new Set(input.peakDays)], fixedRappen: chfToRappen(fixedAmount) };
  await repo.saveDepositPolicy(ctx.db, policy, ctx.now());
  return toDto(await depositPolicyIn(ctx.db));
}

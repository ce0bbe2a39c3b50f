import { ApiError } from '../../lib/api-client';

/** What DEPOSIT_REQUIRED says (ADR 0064): the amount in CHF, why (Italian) and the terms the customer accepts. */
export interface DepositAsk {
  amount: number;
  reasonText: string;
  terms: string;
}

// A hand check rather than the contract's zod schema: the public booking page stays light (ADR 0028).
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The deposit a refused booking asks for; null for any other failure. */
export function depositAskOf(error: unknown): DepositAsk | null {
  if (!(error instanceof ApiError) || error.code !== 'DEPOSIT_REQUIRED') return null;
  const deposit = (error.body as { deposit?: Partial<DepositAsk> } | undefined)?.deposit;
  if (!deposit || typeof deposit.amount !== 'number' || !isText(deposit.reasonText) || !isText(deposit.terms)) return null;
  return { amount: deposit.amount, reasonText: deposit.reasonText, terms: deposit.terms };
}

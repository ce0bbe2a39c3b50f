// Payment amounts are integer Rappen (ARCHITECTURE.md convention 4); CHF numbers exist only at the API edge.

/** Stripe's smallest CHF charge; the test provider keeps the same rule so both behave alike. */
export const MIN_ONLINE_RAPPEN = 50;
/** A guard against typos in prices: nothing in a barber shop costs more than CHF 100'000. */
export const MAX_PAYMENT_RAPPEN = 10_000_000;

export const PAYMENT_CURRENCY = 'CHF' as const;

/** Whether an amount can be charged online: a whole number of Rappen inside the provider's limits. */
export function isChargeable(rappen: number): boolean {
  return Number.isSafeInteger(rappen) && rappen >= MIN_ONLINE_RAPPEN && rappen <= MAX_PAYMENT_RAPPEN;
}

/**
 * Swiss cash rounding: coins go down to 5 Rappen, so a cash total is rounded to the nearest 5 Rappen
 * (1-2 down, 3-4 up, 6-7 down, 8-9 up). Card and TWINT are charged to the Rappen.
 */
export function cashRound(rappen: number): number {
  if (!Number.isSafeInteger(rappen) || rappen < 0)
    throw new RangeError(`Rappen must be a non-negative integer: ${rappen}`);
  return Math.round(rappen / 5) * 5;
}

export interface CashTotal {
  /** What the items cost. */
  totalRappen: number;
  /** What is paid in coins and notes. */
  roundedRappen: number;
  /** roundedRappen - totalRappen: between -2 and +2 Rappen, shown as 'Arrotondamento'. */
  roundingRappen: number;
}

export function cashTotal(totalRappen: number): CashTotal {
  const roundedRappen = cashRound(totalRappen);
  return { totalRappen, roundedRappen, roundingRappen: roundedRappen - totalRappen };
}

/**
 * A card surcharge the shop may pass on, as a percentage in basis points plus a fixed part (both 0 by default:
 * the spec shows a fee breakdown but gives no figures, so the studio absorbs the fee unless configured).
 */
export interface CardFeeRule {
  basisPoints: number;
  fixedRappen: number;
}

export const NO_CARD_FEE: CardFeeRule = { basisPoints: 0, fixedRappen: 0 };

export interface CardFeeBreakdown {
  subtotalRappen: number;
  feeRappen: number;
  totalRappen: number;
}

/** The card panel's breakdown: subtotal, fee (rounded half up to the Rappen), total charged. */
export function cardFeeBreakdown(subtotalRappen: number, rule: CardFeeRule = NO_CARD_FEE): CardFeeBreakdown {
  if (!Number.isSafeInteger(subtotalRappen) || subtotalRappen < 0) {
    throw new RangeError(`Rappen must be a non-negative integer: ${subtotalRappen}`);
  }
  if (
    !Number.isInteger(rule.basisPoints) ||
    rule.basisPoints < 0 ||
    !Number.isInteger(rule.fixedRappen) ||
    rule.fixedRappen < 0
  ) {
    throw new RangeError('A card fee rule is made of non-negative integers');
  }
  const feeRappen =
    subtotalRappen === 0
      ? 0
      : Math.floor((subtotalRappen * rule.basisPoints + 5_000) / 10_000) + rule.fixedRappen;
  return { subtotalRappen, feeRappen, totalRappen: subtotalRappen + feeRappen };
}

/**
 * How much of a refund request can be honoured: the rest of what was paid when no amount is given, otherwise the
 * amount, never more than what is left (undefined: nothing left, or a request beyond it).
 */
export function refundableRappen(
  paidRappen: number,
  refundedRappen: number,
  requestedRappen?: number,
): number | undefined {
  const left = paidRappen - refundedRappen;
  if (left <= 0) return undefined;
  if (requestedRappen === undefined) return left;
  if (!Number.isSafeInteger(requestedRappen) || requestedRappen <= 0 || requestedRappen > left)
    return undefined;
  return requestedRappen;
}

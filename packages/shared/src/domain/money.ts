// Domain code counts integer Rappen so sums never drift; CHF numbers exist only at the API edge.

/** CHF (as the API carries it) to Rappen, rounding half away from zero. */
export function chfToRappen(chf: number): number {
  if (!Number.isFinite(chf) || chf < 0) throw new RangeError(`Invalid CHF amount: ${chf}`);
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits recover the decimal the user typed.
  const rappen = Math.round(Number((chf * 100).toPrecision(15)));
  if (!Number.isSafeInteger(rappen)) throw new RangeError(`CHF amount too large: ${chf}`);
  // `+ 0` turns -0 into 0 so it serialises as 0.
  return rappen + 0;
}

/** Rappen to CHF with 2 decimals, e.g. 4550 -> 45.5. */
export function rappenToChf(rappen: number): number {
  if (!Number.isSafeInteger(rappen)) throw new RangeError(`Rappen must be an integer: ${rappen}`);
  return rappen / 100;
}

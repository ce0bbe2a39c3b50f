/** Weeks in an average month (52 / 12). */
export const WEEKS_PER_MONTH = 52 / 12;
/** The share of lost appointments that reminders and the waiting list win back (an assumption the page states). */
export const RECOVERY_SHARE = 0.5;

export interface RoiInput {
  appointmentsPerWeek: number;
  averagePrice: number;
  /** Percent, 0-100. */
  noShowRate: number;
  phoneMinutes: number;
  /** The plan's monthly price in CHF, when the plans are loaded. */
  planPrice: number | null;
}

export interface RoiResult {
  lostToday: number;
  recovered: number;
  hoursSaved: number;
  net: number | null;
}

const roundChf = (n: number) => Math.round(n * 100) / 100;

/** The ROI calculator of the marketing page: a month's figures in CHF (rounded to the Rappen) and hours. */
export function computeRoi(input: RoiInput): RoiResult {
  const monthly = input.appointmentsPerWeek * WEEKS_PER_MONTH;
  const lostToday = roundChf(monthly * (input.noShowRate / 100) * input.averagePrice);
  const recovered = roundChf(lostToday * RECOVERY_SHARE);
  const hoursSaved = Math.round(((monthly * input.phoneMinutes) / 60) * 10) / 10;
  return {
    lostToday,
    recovered,
    hoursSaved,
    net: input.planPrice === null ? null : roundChf(recovered - input.planPrice),
  };
}

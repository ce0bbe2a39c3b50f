import { usageTone, type UsageTone } from '@barber/shared/domain/subscriptions/usage';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { subscription } from '../../i18n/subscription';

const shortDate = new Intl.DateTimeFormat('it-CH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/**
 * A plan date as the dashboard shows it (000 section 2): day, short month, year in Italian ('26 nov 2026');
 * 'N/A' when missing, 'Data non valida' when it cannot be read.
 */
export function formatPlanDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return subscription.usage.missingDate;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return subscription.usage.invalidDate;
  return shortDate.format(date);
}

/** 'Attivo', 'In Attesa Pagamento', anything else 'Non Attivo'. */
export function statusLabel(status: string | null | undefined): string {
  if (status === 'active') return subscription.status.active;
  if (status === 'pending_payment') return subscription.status.pending_payment;
  return subscription.status.other;
}

/** The bar's fill by percentage (000 section 5): red from 95, orange from 90, yellow from 75, else the accent. */
export const barClasses: Record<UsageTone, string> = {
  red: 'bg-danger',
  orange: 'bg-warning-border',
  yellow: 'bg-yellow-400',
  accent: 'bg-accent',
};

/** The admin header badge (from 75%): yellow, orange from 90, red from 95; readable text on each in both themes. */
export const badgeClasses: Record<Exclude<UsageTone, 'accent'>, string> = {
  yellow: 'border-status-pending-fg/40 bg-status-pending-bg text-status-pending-fg',
  orange: 'border-warning-border bg-warning-soft text-warning-fg',
  red: 'border-danger bg-danger-soft text-fg',
};

export const barTone = (percentage: number): UsageTone => usageTone(Math.min(100, percentage));

/** 'per_use' is billed per use, anything else monthly (000 section 2). */
export const isPerUse = (billingPeriod: string) => billingPeriod === 'per_use';

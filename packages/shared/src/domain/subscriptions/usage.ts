/**
 * Plan usage maths (000 sections 3, 5, 8, 9; issue 12): percentages, thresholds, alerts, the unlimited marker.
 * Pure: the server computes usage from its records and the web shows it with the same rules.
 */

export const USAGE_RESOURCES = ['appointments', 'emails', 'sms', 'barbers'] as const;
export type UsageResource = (typeof USAGE_RESOURCES)[number];

/** A limit of 999999 (or Infinity) means unlimited, shown as '∞'. */
export const UNLIMITED = 999999;
/** Admin usage badge from 75% (000 section 2 and 9), orange from 90, red from 95. */
export const BADGE_THRESHOLD = 75;
export const ORANGE_THRESHOLD = 90;
/** Near limit: above 80 and under 95 (section 5 says 'above 80', section 9 '80 to under 95': 80 counts). */
export const NEAR_LIMIT_THRESHOLD = 80;
/** Over limit: 95% or more. */
export const OVER_LIMIT_THRESHOLD = 95;
/** The barber banner turns to warning at 80% (002 section 5). */
export const BARBER_BANNER_THRESHOLD = 80;

/** The Italian name of each resource in messages ('Limite appuntamenti raggiunto ...'). */
export const RESOURCE_LABELS_IT: Record<UsageResource, string> = {
  appointments: 'appuntamenti',
  emails: 'email',
  sms: 'SMS',
  barbers: 'barbieri',
};

export function isUnlimited(limit: number | null | undefined): boolean {
  return limit == null || limit === Infinity || limit >= UNLIMITED;
}

/** The limit as shown: '∞' when unlimited. */
export function formatLimit(limit: number | null | undefined): string {
  return isUnlimited(limit) ? '∞' : String(limit);
}

/** Whole percent of the limit used, capped at 100; 0 for an unlimited resource; 100 for a limit of 0. */
export function usagePercentage(current: number, limit: number | null | undefined): number {
  if (isUnlimited(limit)) return 0;
  const max = limit as number;
  if (max <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, current) / max) * 100));
}

export const isNearLimit = (pct: number) => pct >= NEAR_LIMIT_THRESHOLD && pct < OVER_LIMIT_THRESHOLD;
export const isOverLimit = (pct: number) => pct >= OVER_LIMIT_THRESHOLD;

/** The bar colour of the dashboard (000 section 5): red from 95, orange from 90, yellow from 75, else accent. */
export type UsageTone = 'accent' | 'yellow' | 'orange' | 'red';
export function usageTone(pct: number): UsageTone {
  if (pct >= OVER_LIMIT_THRESHOLD) return 'red';
  if (pct >= ORANGE_THRESHOLD) return 'orange';
  if (pct >= BADGE_THRESHOLD) return 'yellow';
  return 'accent';
}

/** The admin header badge (from 75%): null below it. */
export function badgeTone(pct: number): 'yellow' | 'orange' | 'red' | null {
  const tone = usageTone(pct);
  return tone === 'accent' ? null : tone;
}

export interface ResourceUsage {
  current: number;
  limit: number;
  percentage: number;
  /** What is left (never negative); UNLIMITED for an unlimited resource. */
  remaining: number;
  isNearLimit: boolean;
  isOverLimit: boolean;
  isUnlimited: boolean;
}

export function resourceUsage(current: number, limit: number): ResourceUsage {
  const unlimited = isUnlimited(limit);
  const percentage = usagePercentage(current, limit);
  return {
    current,
    limit: unlimited ? UNLIMITED : limit,
    percentage,
    remaining: unlimited ? UNLIMITED : Math.max(0, limit - current),
    isNearLimit: !unlimited && isNearLimit(percentage),
    isOverLimit: !unlimited && isOverLimit(percentage),
    isUnlimited: unlimited,
  };
}

/** Whether one more can be created: below the limit (an unlimited resource always can). */
export function canUseOneMore(current: number, limit: number): boolean {
  return isUnlimited(limit) || current < limit;
}

export interface UsageAlert {
  type: 'error' | 'warning';
  resource: UsageResource;
  message: string;
}

/** The spec's alerts (000 section 8): over limit an error, near limit a warning, else none. */
export function usageAlert(resource: UsageResource, usage: ResourceUsage): UsageAlert | null {
  const label = RESOURCE_LABELS_IT[resource];
  if (usage.isOverLimit) {
    return { type: 'error', resource, message: `Limite ${label} raggiunto (${usage.percentage}%)` };
  }
  if (usage.isNearLimit) {
    return { type: 'warning', resource, message: `Utilizzo ${label} elevato (${usage.percentage}%)` };
  }
  return null;
}

export function usageAlerts(usage: Record<UsageResource, ResourceUsage>): UsageAlert[] {
  return USAGE_RESOURCES.map((r) => usageAlert(r, usage[r])).filter((a): a is UsageAlert => a !== null);
}

/** The 403 message at a limit (000 section 8): 'Limite {resource} raggiunto (current/limit). ...'. */
export function limitReachedMessage(resource: UsageResource, current: number, limit: number): string {
  return `Limite ${RESOURCE_LABELS_IT[resource]} raggiunto (${current}/${formatLimit(limit)}). Effettua un upgrade per continuare.`;
}

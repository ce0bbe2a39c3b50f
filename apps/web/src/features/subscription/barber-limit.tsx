import { AlertTriangle, Users } from 'lucide-react';
import { BARBER_BANNER_THRESHOLD, formatLimit } from '@barber/shared/domain/subscriptions/usage';
import { TextLink } from '../../components/text-link';
import { subscription } from '../../i18n/subscription';
import { UsageBar } from './usage-cards';
import { useSubscription } from './use-subscription';

const t = subscription.barbers;

export interface BarberLimit {
  current: number;
  limit: number;
  percentage: number;
  unlimited: boolean;
  /** At 80% or more of the limit (002 section 5). */
  near: boolean;
  /** No barber can be added: the plan's limit is reached. */
  reached: boolean;
}

/** The plan's barber usage, or null while unknown (no plan, no stats yet): nothing is blocked then. */
export function useBarberLimit(): BarberLimit | null {
  const { usage } = useSubscription();
  const item = usage?.barbers;
  if (!item) return null;
  const unlimited = item.isUnlimited;
  const percentage = Math.min(100, item.percentage);
  return {
    current: item.current,
    limit: item.limit,
    percentage,
    unlimited,
    near: !unlimited && percentage >= BARBER_BANNER_THRESHOLD,
    reached: !unlimited && item.current >= item.limit,
  };
}

/**
 * The barbers tab's plan-usage banner (002 section 2 'Barber management'): how many barbers the plan allows
 * ('∞' when unlimited), a warning from 80%, and the spec's text once the limit is reached.
 */
export function BarberLimitBanner({ limit }: { limit: BarberLimit | null }) {
  if (!limit) return null;
  const tone =
    limit.reached || limit.near ? 'border-warning-border bg-warning-soft' : 'border-border bg-surface';
  return (
    <section
      aria-labelledby="barber-limit-title"
      className={`flex flex-col gap-2 rounded-xl border p-4 ${tone}`}
    >
      <h3 id="barber-limit-title" className="flex items-center gap-2 font-semibold">
        {limit.near || limit.reached ? (
          <AlertTriangle className="size-5 text-warning-fg" aria-hidden="true" />
        ) : (
          <Users className="size-5 text-accent-text" aria-hidden="true" />
        )}
        {t.bannerTitle}
      </h3>
      <p className="tabular-nums">
        {t.banner(limit.current, formatLimit(limit.unlimited ? null : limit.limit))}
      </p>
      {!limit.unlimited && (
        <UsageBar
          label={subscription.usage.barLabel(subscription.usage.resources.barbers, limit.percentage)}
          percentage={limit.percentage}
        />
      )}
      {limit.reached ? (
        <p className="font-semibold">
          {t.limitReached}
          {' · '}
          <TextLink to="/admin?tab=plans">{t.upgrade}</TextLink>
        </p>
      ) : (
        limit.near && <p>{t.bannerNear}</p>
      )}
    </section>
  );
}

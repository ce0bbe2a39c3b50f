import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { formatChf } from '../../lib/format';
import { marketing } from '../../i18n/marketing';
import { marketingPlansQuery } from './marketing-api';

const t = marketing.pricing;
/** 000 section 9: a plan card shows at most 6 features. */
const FEATURES_SHOWN = 6;
const UNLIMITED = 999_999;

/** The 'Preventivo' tab: the plans as the database has them (price in CHF a month, features, limits). */
export function PricingPlans({ onRequestDemo }: { onRequestDemo: () => void }) {
  const plans = useQuery(marketingPlansQuery);
  if (plans.isPending) return <LoadingBlock label={t.loading} minHeight="min-h-48" />;
  if (plans.isError) {
    return (
      <LoadError retryLabel={t.retry} onRetry={() => void plans.refetch()}>
        <p>{t.failed}</p>
      </LoadError>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 md:grid-cols-2">
        {plans.data.map((plan) => (
          <li
            key={plan._id}
            className={`relative flex flex-col rounded-2xl border bg-surface p-6 ${plan.isRecommended ? 'border-accent border-2' : 'border-border'}`}
          >
            {plan.isRecommended && (
              <span className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-accent-fg">
                {t.recommended}
              </span>
            )}
            <h3 className="font-display text-2xl font-semibold">{plan.displayName}</h3>
            {plan.description && <p className="mt-1 text-muted">{plan.description}</p>}
            <p className="mt-4">
              <span className="font-display text-4xl font-semibold">{formatChf(plan.price)}</span>{' '}
              <span className="text-muted">{t.perMonth}</span>
            </p>
            <p className="mt-2 text-sm text-muted">
              {t.limits(
                plan.limits.appointments >= UNLIMITED ? null : plan.limits.appointments,
                plan.limits.barbers,
              )}
            </p>
            <ul className="mt-4 flex flex-col gap-2">
              {plan.features.slice(0, FEATURES_SHOWN).map((feature) => (
                <li key={feature.name} className="flex items-start gap-2">
                  {feature.included ? (
                    <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <X className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                  )}
                  <span className={feature.included ? '' : 'text-muted line-through'}>
                    <span className="sr-only">{feature.included ? t.included : t.notIncluded}: </span>
                    {feature.name}
                  </span>
                </li>
              ))}
            </ul>
            <Button
              className="mt-6 w-full"
              variant={plan.isRecommended ? 'primary' : 'secondary'}
              onClick={onRequestDemo}
            >
              {t.choose}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-center">
        <button type="button" className="font-semibold text-accent-text underline hover:no-underline" onClick={onRequestDemo}>
          {t.custom}
        </button>
      </p>
    </div>
  );
}

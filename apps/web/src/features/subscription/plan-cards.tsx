import { Check, X } from 'lucide-react';
import { Button } from '../../components/button';
import { subscription } from '../../i18n/subscription';
import { PlanIcon } from './plan-icon';
import type { Plan } from './subscription-api';
import { isPerUse } from './usage-format';

const t = subscription.plans;
/** The spec's card shows at most 6 features (000 section 9). */
export const CARD_FEATURES = 6;

interface PlanCardsProps {
  plans: readonly Plan[];
  /** The active plan's name: its card says 'Piano attuale' and cannot be bought again. */
  currentPlan?: string | null | undefined;
  /** The plan being prepared: its button spins, the others wait. */
  busyPlanId?: string | null;
  onSelect: (plan: Plan) => void;
  headingLevel?: 2 | 3;
}

/** The grid of plan cards (000 section 2 'Plan selection screen'). */
export function PlanCards({ plans, currentPlan, busyPlanId, onSelect, headingLevel = 2 }: PlanCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan) => {
        const current = currentPlan === plan.name;
        const titleId = `plan-${plan._id}-title`;
        return (
          <li key={plan._id} className="flex">
            <article
              aria-labelledby={titleId}
              className={`relative flex w-full flex-col rounded-2xl border bg-surface p-6 shadow-sm ${
                plan.isRecommended ? 'border-2 border-accent' : 'border-border'
              }`}
            >
              {plan.isRecommended && (
                <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-accent-fg">
                  {t.recommended}
                </p>
              )}
              <div className="flex items-center gap-3">
                <PlanIcon icon={plan.icon} />
                <Heading id={titleId} className="font-display text-2xl font-semibold">
                  {plan.displayName}
                </Heading>
              </div>
              {plan.description && <p className="mt-2 text-muted">{plan.description}</p>}
              <p className="mt-4 text-3xl font-semibold text-accent-text tabular-nums">
                {isPerUse(plan.billingPeriod) ? t.perUse(plan.price) : t.perMonth(plan.price)}
              </p>
              <ul className="mt-5 flex flex-1 flex-col gap-2" aria-label={t.featuresOf(plan.displayName)}>
                {plan.features.slice(0, CARD_FEATURES).map((feature) => (
                  <li
                    key={feature.name}
                    className={`flex items-start gap-2 ${feature.included ? '' : 'text-muted line-through'}`}
                  >
                    {feature.included ? (
                      <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                    ) : (
                      <X className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                    )}
                    <span>
                      <span className="sr-only">
                        {feature.included ? `${t.included}: ` : `${t.notIncluded}: `}
                      </span>
                      {feature.name}
                    </span>
                  </li>
                ))}
              </ul>
              {current ? (
                <p className="mt-6 rounded-lg bg-surface-2 px-4 py-3 text-center font-semibold">
                  {t.current}
                </p>
              ) : (
                <Button
                  className="mt-6 w-full"
                  size="lg"
                  variant={plan.isRecommended ? 'primary' : 'secondary'}
                  pending={busyPlanId === plan._id}
                  disabled={!!busyPlanId && busyPlanId !== plan._id}
                  onClick={() => onSelect(plan)}
                >
                  {t.select(plan.displayName)}
                </Button>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

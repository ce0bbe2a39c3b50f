import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../lib/toast';
import { subscription } from '../../i18n/subscription';
import { LoadingText } from './loading-text';
import { PlanCards } from './plan-cards';
import { PlanPayment } from './plan-payment';
import { plansQuery, type Plan } from './subscription-api';

const t = subscription.plans;

interface PlanChooserProps {
  /** The active plan's name, if any: its card is marked 'Piano attuale'. */
  currentPlan?: string | null | undefined;
  dashboardHref: string;
  /** The cards' heading level under the page's own heading. */
  headingLevel?: 2 | 3;
  /** A plan to open the payment for straight away (the usage page's upgrade link: ?plan=BUSINESS). */
  initialPlan?: string | null;
  onActivated?: () => void;
  /** Tells the page whether the payment form is open (it hides its own intro then). */
  onPaying?: (paying: boolean) => void;
}

/**
 * The plan chooser: 'Caricamento piani...', the inline error with 'Riprova', the cards and the secure-payment
 * note; a chosen plan opens its card payment form in place. Shared by /subscription and the admin's tabs.
 */
export function PlanChooser({
  currentPlan,
  dashboardHref,
  headingLevel = 2,
  initialPlan,
  onActivated,
  onPaying,
}: PlanChooserProps) {
  const plans = useQuery(plansQuery);
  const [chosen, setChosen] = useState<Plan | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (plans.isError) toast.error(t.loadToast);
  }, [plans.isError]);

  // The upgrade link names a plan: open its form once the plans are known.
  useEffect(() => {
    if (opened.current || !initialPlan || !plans.data) return;
    opened.current = true;
    const plan = plans.data.find((p) => p.name === initialPlan && p.name !== currentPlan);
    if (plan) setChosen(plan);
  }, [initialPlan, plans.data, currentPlan]);

  useEffect(() => {
    onPaying?.(chosen !== null);
  }, [chosen, onPaying]);

  if (chosen) {
    return (
      <PlanPayment
        key={chosen._id}
        plan={chosen}
        dashboardHref={dashboardHref}
        onCancel={() => setChosen(null)}
        {...(onActivated ? { onActivated } : {})}
      />
    );
  }

  if (plans.isPending) return <LoadingText label={t.loading} />;

  if (plans.isError) {
    return (
      <FormAlert>
        <p className="font-semibold">{t.loadError}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t.retry}
        </Button>
      </FormAlert>
    );
  }

  return (
    <div className="flex flex-col gap-6 pt-3">
      <PlanCards
        plans={plans.data}
        currentPlan={currentPlan}
        onSelect={setChosen}
        headingLevel={headingLevel}
      />
      <p className="flex items-start gap-3 rounded-xl border border-border bg-surface-2 p-4 text-sm">
        <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
        <span>
          <strong className="block text-base">{t.secureTitle}</strong>
          {t.secure}
        </span>
      </p>
    </div>
  );
}

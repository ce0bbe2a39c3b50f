import { useId } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { subscription } from '../../i18n/subscription';
import { PlanIcon } from './plan-icon';
import type { Plan } from './subscription-api';

const t = subscription.payment;

/** 'Pagamento Completato!': the plan is paid; 'activating' until its data has been fetched again. */
export function PlanPaid({ plan, refreshed, dashboardHref }: { plan: Plan; refreshed: boolean; dashboardHref: string }) {
  return (
    <section aria-labelledby="plan-paid-title" className="flex flex-col items-center gap-4 py-6 text-center">
      <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      <h2 id="plan-paid-title" className="font-display text-3xl font-semibold">
        {t.doneTitle}
      </h2>
      <p className="text-muted">{t.doneText(plan.displayName)}</p>
      {!refreshed && (
        <p role="status" className="text-sm text-muted">
          {t.activating}
        </p>
      )}
      <ButtonLink to={dashboardHref} size="lg">
        {t.toDashboard}
      </ButtonLink>
    </section>
  );
}

/** The plan could not be selected or its payment prepared: why, and a retry. */
export function PlanPrepareFailed({ message, onCancel, onRetry }: { message: string; onCancel: () => void; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert>
        <p className="font-semibold">{t.prepareError}</p>
        <p>{message}</p>
      </FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button size="lg" onClick={onRetry}>
          {subscription.plans.retry}
        </Button>
      </div>
    </div>
  );
}

/** What is being bought: the plan, the amount the intent charges, one month. */
export function PlanPaymentSummary({ plan, amount }: { plan: Plan; amount: number }) {
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-2 rounded-xl bg-surface-2 p-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-muted">{t.plan}</dt>
        <dd className="flex items-center gap-2 text-lg font-semibold">
          <PlanIcon icon={plan.icon} className="size-5" />
          {plan.displayName}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{t.amount}</dt>
        <dd className="text-lg font-semibold text-accent-text tabular-nums">{`CHF ${amount.toFixed(2)}`}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{t.period}</dt>
        <dd className="text-lg font-semibold">{t.oneMonth}</dd>
      </div>
    </dl>
  );
}

/** 'Rinnova automaticamente ogni mese', off by default (the spec's autoRenew). */
export function AutoRenewField({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (renew: boolean) => void }) {
  const renewId = useId();
  // The hint is outside the label: the checkbox's name is the title alone (the card's fields are found by their
  // labels, and 'scadenza' is one of them).
  return (
    <div className="mt-4 flex min-h-11 items-start gap-3">
      <input
        id={renewId}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${renewId}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={renewId} className="font-medium">
          {t.autoRenew}
        </label>
        <p id={`${renewId}-hint`} className="text-sm text-muted">
          {t.autoRenewHint}
        </p>
      </div>
    </div>
  );
}

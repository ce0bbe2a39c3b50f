import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Repeat } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link';
import { LoadingBlock } from '../../../components/loading-block';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { subscription } from '../../../i18n/subscription';
import { formatPlanDate, isPerUse, PlanChooser, PlanIcon, setAutoRenew, statusLabel, type SubscriptionInfo, subscriptionKeys, useSubscription } from '../../subscription';

const t = subscription.admin;

function Management({ sub }: { sub: SubscriptionInfo }) {
  const client = useQueryClient();
  const renew = useMutation({
    mutationFn: setAutoRenew,
    onSuccess: () => {
      toast.success(t.autoRenewSaved);
      void client.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
    // 409: with Stripe, on needs a card saved for off-session use by a plan payment; the server says so.
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : t.autoRenewError),
  });
  const plan = sub.plan;
  const rows: [string, string][] = [
    [t.manageStatus, statusLabel(sub.status)],
    [t.managePeriod, `${formatPlanDate(sub.currentPeriodStart)} – ${formatPlanDate(sub.currentPeriodEnd)}`],
    [t.manageNext, formatPlanDate(sub.nextBillingDate)],
    [t.manageUsagePeriod, t.calendarMonth],
  ];
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="manage-plan-title"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-4">
          <PlanIcon icon={plan.icon} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-muted">{t.managePlan}</p>
            <h3 id="manage-plan-title" className="font-display text-2xl font-semibold">
              {plan.displayName}
            </h3>
            <p className="text-muted">
              {isPerUse(plan.billingPeriod)
                ? subscription.plans.perUse(plan.price)
                : subscription.plans.perMonth(plan.price)}
            </p>
          </div>
        </div>
        <dl className="grid gap-x-6 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="border-b border-border py-2 sm:border-0">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {sub.pendingPlan && (
          <div className="flex flex-col gap-3 rounded-lg border-l-4 border-warning-border bg-warning-soft px-4 py-3 text-warning-fg sm:flex-row sm:items-center sm:justify-between">
            <p>{t.pendingChange(sub.pendingPlan.displayName)}</p>
            <ButtonLink
              to={`/subscription?plan=${encodeURIComponent(sub.pendingPlan.name)}`}
              size="sm"
              variant="secondary"
            >
              {t.completePayment}
            </ButtonLink>
          </div>
        )}
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-accent"
            checked={renew.isPending ? !!renew.variables : sub.autoRenew}
            disabled={renew.isPending}
            onChange={(event) => renew.mutate(event.target.checked)}
          />
          <span>
            <span className="font-medium">{t.autoRenew}</span>
            <span className="block text-sm text-muted">{t.autoRenewHint}</span>
          </span>
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/subscription/usage">
            <BarChart3 className="size-4" aria-hidden="true" />
            {t.manageUsage}
          </ButtonLink>
          <ButtonLink to="/admin?tab=plans" variant="secondary">
            <Repeat className="size-4" aria-hidden="true" />
            {t.manageChange}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/**
 * The admin's 'Abbonamento' tab (002 section 2): the subscription's management while a plan is active,
 * otherwise the plan chooser with the block message. A payment under way keeps its screen until the admin
 * leaves it, even once the plan turns active.
 */
export function SubscriptionTab() {
  const { access, accessLoading } = useSubscription({ usage: false });
  const [paying, setPaying] = useState(false);
  if (accessLoading && !access)
    return <LoadingBlock label={subscription.plans.loading} minHeight="min-h-48" />;
  const sub = access?.subscription ?? null;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">{t.manageTitle}</h2>
      {access?.hasAccess && sub && !paying ? (
        <Management sub={sub} />
      ) : (
        <>
          {!paying && (
            <div className="rounded-lg border-l-4 border-warning-border bg-warning-soft px-4 py-3 text-warning-fg">
              <p className="font-semibold">{access?.message ?? t.connectionError}</p>
              {sub && <p>{subscription.usage.statusLine(statusLabel(sub.status))}</p>}
            </div>
          )}
          <PlanChooser
            currentPlan={access?.hasAccess ? sub?.plan.name : null}
            dashboardHref="/admin?tab=appointments"
            headingLevel={3}
            onPaying={setPaying}
          />
        </>
      )}
    </div>
  );
}

/** The admin's 'Piani' tab: every plan, the active one marked; another plan is paid like the first. */
export function PlansTab() {
  const { access } = useSubscription({ usage: false });
  const sub = access?.hasAccess ? access.subscription : null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="font-display text-2xl font-semibold">{subscription.admin.tabs.plans}</h2>
        {sub && (
          <p className="mt-1 text-muted">
            {`${t.activePlan}: ${sub.plan.displayName} · ${subscription.plans.perMonth(sub.plan.price)}`}
          </p>
        )}
      </div>
      <PlanChooser
        currentPlan={sub?.plan.name ?? null}
        dashboardHref="/admin?tab=appointments"
        headingLevel={3}
      />
    </div>
  );
}

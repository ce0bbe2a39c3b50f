import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpCircle, Download, RefreshCw, Settings } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { formatChf, formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { subscription, planPrice } from '../../i18n/subscription';
import { downloadReceipt, receiptsQuery, type AccessState, type Usage } from './subscription-api';
import { LoadingText } from './loading-text';
import { PlanIcon } from './plan-icon';
import { UsageAlerts, UsageCards } from './usage-cards';
import { useSubscription } from './use-subscription';
import { formatPlanDate, isPerUse, statusLabel } from './usage-format';

const t = subscription.usage;

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.title}</h1>
      {children}
    </div>
  );
}

function ReloadButton({ onReload }: { onReload: () => void }) {
  return (
    <Button variant="secondary" onClick={onReload}>
      <RefreshCw className="size-4" aria-hidden="true" />
      {t.reload}
    </Button>
  );
}

/** The plan header: icon, display name, price and billing period (per_use per use, anything else monthly). */
function PlanHeader({ plan, status }: { plan: Usage['plan']; status: string }) {
  const perUse = isPerUse(plan.billingPeriod);
  return (
    <section
      aria-label={plan.displayName}
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <PlanIcon icon={plan.icon} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-2xl font-semibold">{plan.displayName}</h2>
        <p className="text-muted">
          {perUse ? t.billedPerUse(planPrice(plan.price)) : t.billedMonthly(planPrice(plan.price))}
          {` · ${perUse ? t.perUse : t.monthly}`}
        </p>
      </div>
      <p className="rounded-full bg-status-confirmed-bg px-3 py-1 text-sm font-semibold text-status-confirmed-fg">
        {statusLabel(status)}
      </p>
    </section>
  );
}

function DateRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-2 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{formatPlanDate(value)}</dd>
    </div>
  );
}

function BillingBox({ usage }: { usage: Usage }) {
  const sub = usage.subscription;
  return (
    <section
      aria-labelledby="billing-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="billing-title" className="text-lg font-semibold">
        {t.billingTitle}
      </h2>
      <p className="text-sm text-muted">{t.billingHint}</p>
      <dl>
        <DateRow label={t.start} value={sub.currentPeriodStart ?? sub.startDate} />
        <DateRow label={t.end} value={sub.currentPeriodEnd ?? sub.endDate} />
        <DateRow label={t.nextBilling} value={sub.nextBillingDate} />
      </dl>
      <p className="text-sm text-muted">{sub.autoRenew ? t.autoRenewOn : t.autoRenewOff}</p>
      <ButtonLink to="/subscription" variant="secondary" className="self-start">
        <Settings className="size-4" aria-hidden="true" />
        {t.managePlan}
      </ButtonLink>
    </section>
  );
}

function SystemSummary({ usage, updatedAt }: { usage: Usage; updatedAt: number }) {
  const unlimited = (['appointments', 'emails', 'sms', 'barbers'] as const).filter(
    (r) => usage[r].isUnlimited,
  );
  const rows: [string, string][] = [
    [t.summaryStatus, statusLabel(usage.subscription.status)],
    [t.summaryPlan, usage.plan.displayName],
    [t.usagePeriod, `${formatPlanDate(usage.period.start)} – ${formatPlanDate(usage.period.end)}`],
    [t.summaryAlerts, String(usage.alerts.length)],
    [t.summaryUnlimited, unlimited.length > 0 ? unlimited.map((r) => t.resources[r]).join(', ') : '0'],
    [t.summaryUpdated, formatDateTime(new Date(updatedAt)).split(', ')[1] ?? ''],
  ];
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="summary-title" className="text-lg font-semibold">
        {t.summaryTitle}
      </h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-border py-2 last:border-0">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function UpgradeBox({ usage }: { usage: Usage }) {
  const upgrade = usage.availableUpgrades[0];
  if (!upgrade) return null;
  return (
    <section
      aria-labelledby="upgrade-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-accent bg-accent-soft p-5 text-accent-soft-fg sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="upgrade-title" className="text-lg font-semibold">
          {t.upgradeTitle}
        </h2>
        <p>{t.upgradeText(upgrade.displayName, planPrice(upgrade.price))}</p>
      </div>
      <ButtonLink to={`/subscription?plan=${encodeURIComponent(upgrade.name)}`}>
        <ArrowUpCircle className="size-4" aria-hidden="true" />
        {t.upgradeAction(upgrade.displayName)}
      </ButtonLink>
    </section>
  );
}

function Receipts() {
  const receipts = useQuery(receiptsQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (id: string) => {
    setBusy(id);
    try {
      await downloadReceipt(id);
    } catch {
      toast.error(t.receiptFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-labelledby="receipts-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="receipts-title" className="text-lg font-semibold">
        {t.receiptsTitle}
      </h2>
      {receipts.isPending ? (
        <Spinner label={subscription.usage.loading} />
      ) : receipts.isError ? (
        <p className="text-muted">{t.receiptsError}</p>
      ) : receipts.data.length === 0 ? (
        <p className="text-muted">{t.receiptsEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {receipts.data.map((receipt) => {
            const date = formatPlanDate(receipt.paidAt ?? receipt.createdAt);
            const amount = formatChf(receipt.amount);
            const paid = receipt.status === 'succeeded';
            return (
              <li key={receipt._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-semibold">{receipt.planDisplayName}</span>
                  <span className="block text-sm text-muted">{`${date} · ${amount}`}</span>
                </span>
                {!paid && (
                  <span className="rounded-full bg-surface-2 px-3 py-1 text-sm text-muted">
                    {t.receiptStatus[receipt.status] ?? t.receiptStatus.other}
                  </span>
                )}
                {paid && (
                  <Button
                    variant="secondary"
                    size="sm"
                    pending={busy === receipt._id}
                    aria-label={t.receiptLabel(date, amount)}
                    onClick={() => void download(receipt._id)}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t.receiptDownload}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The dashboard with stats (000 section 2 'Subscription usage dashboard'). */
export function UsageDashboard({ usage, updatedAt }: { usage: Usage; updatedAt: number }) {
  return (
    <div className="flex flex-col gap-6">
      <PlanHeader plan={usage.plan} status={usage.subscription.status} />
      <UsageAlerts usage={usage} />
      <UsageCards usage={usage} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BillingBox usage={usage} />
        <SystemSummary usage={usage} updatedAt={updatedAt} />
      </div>
      <UpgradeBox usage={usage} />
      <Receipts />
    </div>
  );
}

function NoSubscription({ access }: { access: AccessState }) {
  return (
    <section
      aria-labelledby="required-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="required-title" className="font-display text-2xl font-semibold">
        {t.requiredTitle}
      </h2>
      <p className="text-muted">{t.requiredText}</p>
      {access.subscription && (
        <p>
          {t.statusLine(statusLabel(access.subscription.status))}
          {access.message ? ` · ${access.message}` : ''}
        </p>
      )}
      <ButtonLink to="/subscription" size="lg">
        {t.selectPlan}
      </ButtonLink>
    </section>
  );
}

/** /subscription/usage (admin only): every state of the spec, then the full dashboard. */
export default function UsagePage() {
  useDocumentTitle(t.documentTitle);
  const view = useSubscription();
  const [updatedAt, setUpdatedAt] = useState(() => Date.now());
  const reload = () => void view.refreshNow(true).then(() => setUpdatedAt(Date.now()));

  const failed = !!view.accessError && !view.access;
  useEffect(() => {
    if (failed) toast.error(t.loadError);
  }, [failed]);
  useEffect(() => {
    if (view.usage) setUpdatedAt(Date.now());
  }, [view.usage]);

  if (failed) {
    const detail = view.accessError instanceof Error ? view.accessError.message : t.accessError;
    return (
      <PageFrame>
        <FormAlert>
          <p className="font-semibold">{t.loadError}</p>
          <p>{detail}</p>
        </FormAlert>
        <div>
          <ReloadButton onReload={reload} />
        </div>
      </PageFrame>
    );
  }

  if (view.accessLoading || (view.access?.hasAccess && view.usageLoading)) {
    return (
      <PageFrame>
        <LoadingText label={t.loading} />
      </PageFrame>
    );
  }

  const access = view.access!;
  if (!access.hasAccess) {
    return (
      <PageFrame>
        <NoSubscription access={access} />
      </PageFrame>
    );
  }

  if (!view.usage) {
    // The usage call failed or had nothing: what the access check says about the plan, and the ways on.
    const plan = access.subscription?.plan;
    return (
      <PageFrame>
        {plan && <PlanHeader plan={plan} status={access.subscription?.status ?? 'active'} />}
        <section
          aria-labelledby="no-stats-title"
          className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6"
        >
          <h2 id="no-stats-title" className="font-display text-2xl font-semibold">
            {t.noStatsTitle}
          </h2>
          <p className="text-muted">{t.noStatsText}</p>
          <div className="flex flex-wrap gap-3">
            <ReloadButton onReload={reload} />
            <ButtonLink to="/subscription" variant="secondary">
              {t.managePlan}
            </ButtonLink>
          </div>
        </section>
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <UsageDashboard usage={view.usage} updatedAt={updatedAt} />
    </PageFrame>
  );
}

import { AlertTriangle, CalendarDays, Mail, MessageSquare, OctagonAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLimit, USAGE_RESOURCES, type UsageResource } from '@barber/shared/domain/subscriptions/usage';
import { subscription } from '../../i18n/subscription';
import type { Usage } from './subscription-api';
import { barClasses, barTone, formatPlanDate } from './usage-format';

const t = subscription.usage;

const icons: Record<UsageResource, ReactNode> = {
  appointments: <CalendarDays className="size-5" aria-hidden="true" />,
  emails: <Mail className="size-5" aria-hidden="true" />,
  sms: <MessageSquare className="size-5" aria-hidden="true" />,
  barbers: <Users className="size-5" aria-hidden="true" />,
};

/** A resource's bar: the percentage of the limit (capped at 100), coloured by the spec's thresholds. */
export function UsageBar({ label, percentage }: { label: string; percentage: number }) {
  const pct = Math.max(0, Math.min(100, Math.round(percentage)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border"
    >
      <div className={`h-full rounded-full ${barClasses[barTone(pct)]}`} style={{ width: `${pct}%` }} />
    </div>
  );
}

/** The four usage cards: appointments, emails, sms, barbers ('∞' for an unlimited resource). */
export function UsageCards({ usage }: { usage: Usage }) {
  return (
    <section aria-labelledby="usage-cards-title" className="flex flex-col gap-4">
      <div>
        <h2 id="usage-cards-title" className="text-xl font-semibold">
          {t.cardsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.cardsPeriod(formatPlanDate(usage.period.start), formatPlanDate(usage.period.end))}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {USAGE_RESOURCES.map((resource) => {
          const item = usage[resource];
          const name = t.resources[resource];
          // The spec shows at least one barber (the shop itself).
          const current = resource === 'barbers' ? Math.max(1, item.current) : item.current;
          const pct = Math.min(100, item.percentage);
          return (
            <li
              key={resource}
              className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
            >
              <h3 className="flex items-center gap-2 font-semibold text-accent-text">
                {icons[resource]}
                <span className="text-fg">{name}</span>
              </h3>
              <p className="text-2xl font-semibold tabular-nums">
                {t.ofLimit(String(current), formatLimit(item.isUnlimited ? null : item.limit))}
              </p>
              {item.isUnlimited ? (
                <p className="text-sm text-muted">{t.unlimited}</p>
              ) : (
                <>
                  <UsageBar label={t.barLabel(name, pct)} percentage={pct} />
                  <p className="flex justify-between gap-2 text-sm text-muted">
                    <span>{t.percentUsed(pct)}</span>
                    <span>{t.remaining(item.remaining)}</span>
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The usage-alert box: the server's alerts ('Limite email raggiunto (96%)'), errors first. */
export function UsageAlerts({ usage }: { usage: Usage }) {
  const alerts = [...usage.alerts].sort((a, b) => Number(b.type === 'error') - Number(a.type === 'error'));
  return (
    <section
      aria-labelledby="usage-alerts-title"
      className={`rounded-2xl border p-5 ${
        alerts.length > 0 ? 'border-warning-border bg-warning-soft' : 'border-border bg-surface'
      }`}
    >
      <h2 id="usage-alerts-title" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle className="size-5" aria-hidden="true" />
        {t.alertsTitle}
      </h2>
      {alerts.length === 0 ? (
        <p className="mt-2 text-muted">{t.noAlerts}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {alerts.map((alert) => (
            <li
              key={`${alert.resource}-${alert.type}`}
              className={`flex items-start gap-2 rounded-lg px-3 py-2 ${
                alert.type === 'error' ? 'bg-danger-soft text-fg' : 'bg-surface text-fg'
              }`}
            >
              {alert.type === 'error' ? (
                <OctagonAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
              ) : (
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning-fg" aria-hidden="true" />
              )}
              <span>{alert.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

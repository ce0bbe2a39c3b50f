import { Link } from 'react-router';
import { badgeTone } from '@barber/shared/domain/subscriptions/usage';
import { subscription } from '../../../i18n/subscription';
import { type AccessState, badgeClasses, PlanIcon, type Usage } from '../../subscription';

const t = subscription.admin;
/** The header badges: appointments, emails and sms (000 section 2), only from 75%. */
const BADGE_RESOURCES = ['appointments', 'emails', 'sms'] as const;

/**
 * The admin header's plan line: 'Piano Attivo' or 'Piano Richiesto' with the plan's display name, and a badge
 * per resource at 75% or more of its limit (orange from 90, red from 95).
 */
export function PlanHeader({
  access,
  usage,
}: {
  access: AccessState | undefined;
  usage: Usage | null | undefined;
}) {
  if (!access) return null;
  const active = access.hasAccess;
  const plan = access.subscription?.pendingPlan ?? access.subscription?.plan;
  const shownPlan = active ? access.subscription?.plan : plan;
  const badges =
    active && usage
      ? BADGE_RESOURCES.flatMap((resource) => {
          const item = usage[resource];
          const tone = item.isUnlimited ? null : badgeTone(Math.min(100, item.percentage));
          return tone ? [{ resource, tone, pct: Math.min(100, item.percentage) }] : [];
        })
      : [];
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Link
        to={active ? '/subscription/usage' : '/admin?tab=subscription'}
        className={`inline-flex min-h-9 items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold no-underline ${
          active
            ? 'border-success bg-status-confirmed-bg text-status-confirmed-fg'
            : 'border-warning-border bg-warning-soft text-warning-fg'
        }`}
      >
        <span>{active ? t.activePlan : t.requiredPlan}</span>
        <span aria-hidden="true">·</span>
        <span>
          {shownPlan ? (
            <span className="inline-flex items-center gap-1">
              <PlanIcon icon={shownPlan.icon} className="size-4 text-current" />
              {shownPlan.displayName}
            </span>
          ) : (
            t.noPlan
          )}
        </span>
      </Link>
      {badges.length > 0 && (
        <ul aria-label={t.badgesLabel} className="flex flex-wrap gap-2">
          {badges.map(({ resource, tone, pct }) => (
            <li
              key={resource}
              className={`rounded-full border px-3 py-1 text-sm font-semibold tabular-nums ${badgeClasses[tone]}`}
            >
              {t.badge(subscription.usage.resources[resource], pct)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

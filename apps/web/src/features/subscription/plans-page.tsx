import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { TextLink } from '../../components/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { subscription } from '../../i18n/subscription';
import { PlanChooser } from './plan-chooser';
import { useSubscription } from './use-subscription';
import { statusLabel } from './usage-format';

const t = subscription.plans;

/** /subscription (admin only): the plans and the card payment of the chosen one. */
export default function PlansPage() {
  useDocumentTitle(t.documentTitle);
  const [params] = useSearchParams();
  const { access } = useSubscription({ usage: false });
  const [paying, setPaying] = useState(false);
  const current = access?.subscription;
  const activePlan = access?.hasAccess ? current?.plan.name : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.title}</h1>
        {!paying && <p className="max-w-3xl text-muted">{t.intro}</p>}
        {!paying && current && (
          <p className="text-sm">
            {subscription.usage.statusLine(statusLabel(current.status))}
            {access?.message && !access.hasAccess ? ` · ${access.message}` : ''}
          </p>
        )}
        {!paying && access?.hasAccess && (
          <p>
            <TextLink to="/subscription/usage" className="inline-flex items-center gap-2">
              <BarChart3 className="size-4" aria-hidden="true" />
              {t.usageLink}
            </TextLink>
          </p>
        )}
      </header>
      <PlanChooser
        currentPlan={activePlan}
        dashboardHref="/admin"
        initialPlan={params.get('plan')}
        onPaying={setPaying}
      />
    </div>
  );
}

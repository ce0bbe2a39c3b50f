import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { CardEntrySlot, stripeConfigQuery, TestModeNotice, type CardEntry } from '../payments';
import { useAuth } from '../../lib/auth-context';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { subscription } from '../../i18n/subscription';
import { LoadingText } from './loading-text';
import { AutoRenewField, PlanPaid, PlanPaymentSummary, PlanPrepareFailed } from './plan-payment-parts';
import type { Plan } from './subscription-api';
import { messageOf, usePlanIntent, type PlanIntent } from './use-plan-intent';

export { ACTIVATION_DELAY_MS } from './use-plan-intent';

const t = subscription.payment;

interface PlanPaymentProps {
  plan: Plan;
  /** Where 'Accedi alla Dashboard' leads. */
  dashboardHref: string;
  onCancel: () => void;
  /** After the payment and the 2 s activation delay, once the data is fresh. */
  onActivated?: () => void;
}

/**
 * The card payment form of a plan (000 section 2 'Card payment form', section 4 'Purchase flow'): the plan is
 * selected (the subscription waits for payment), its PaymentIntent created, the card confirmed (test mode: the
 * test card form through POST /payments/confirm; Stripe's Payment Element with real keys), then 'Pagamento
 * Completato!' and, 2 s later, everything about the plan is fetched again.
 */
export function PlanPayment({ plan, dashboardHref, onCancel, onActivated }: PlanPaymentProps) {
  const config = useQuery(stripeConfigQuery);
  const { user } = useAuth();
  const { data: shop } = useShopInfo();
  const { phase, switching, prepare, paid } = usePlanIntent(plan._id, onActivated);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'Rinnova automaticamente ogni mese' (off by default, as the spec's autoRenew). It is sent with the selection,
  // and the intent is made for it (with autoRenew it saves the card), so a change selects and creates again.
  const [autoRenew, setAutoRenewChoice] = useState(false);
  const entry = useRef<CardEntry | null>(null);

  const prepareAgain = (renew: boolean, keepForm = false) => {
    setError(null);
    void prepare(renew, keepForm);
  };

  const setEntry = useCallback((ready: CardEntry) => {
    entry.current = ready;
  }, []);

  const pay = async (intent: PlanIntent) => {
    const card = entry.current;
    // The spec: nothing happens without the provider, the card field or the client secret.
    if (!card || !intent.clientSecret) return;
    setPaying(true);
    setError(null);
    try {
      const problem = await card.prepare();
      if (problem) return setError(problem);
      await card.confirm(
        { clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId },
        {
          name: shop?.name ?? `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
          email: user?.email ?? shop?.email ?? '',
          phone: shop?.phone ?? user?.phone ?? '',
        },
      );
      toast.success(t.success);
      paid();
    } catch (failure) {
      // The card provider's own message as given ('La carta è stata rifiutata.'), else the spec's text.
      const message = messageOf(failure, t.payError);
      toast.error(message);
      setError(message);
    } finally {
      setPaying(false);
    }
  };

  if (phase.kind === 'done') return <PlanPaid plan={plan} refreshed={phase.refreshed} dashboardHref={dashboardHref} />;
  if (phase.kind === 'preparing' || config.isPending) return <LoadingText label={t.preparing} />;
  if (phase.kind === 'failed') {
    return <PlanPrepareFailed message={phase.message} onCancel={onCancel} onRetry={() => prepareAgain(autoRenew)} />;
  }

  const { intent } = phase;
  return (
    <form
      noValidate
      aria-labelledby="plan-payment-title"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying && !switching) void pay(intent);
      }}
    >
      <h2 id="plan-payment-title" className="font-display text-2xl font-semibold">
        {t.title}
      </h2>
      {(intent.testMode || config.data?.testMode) && <TestModeNotice className="mt-2" />}
      <PlanPaymentSummary plan={plan} amount={intent.amount} />
      <AutoRenewField
        checked={autoRenew}
        disabled={paying || switching}
        onChange={(renew) => {
          setAutoRenewChoice(renew);
          prepareAgain(renew, true);
        }}
      />
      <CardEntrySlot
        config={config.data ?? null}
        intentId={intent.paymentIntentId}
        setupFutureUsage={intent.setupFutureUsage}
        totalRappen={Math.round(intent.amount * 100)}
        returnUrl={`${window.location.origin}/subscription/usage`}
        disabled={paying}
        onReady={setEntry}
      />
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        {subscription.plans.secure}
      </p>
      <div aria-live="polite" className="mt-2">
        {error && <FormAlert>{error}</FormAlert>}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={paying}>
          {t.cancel}
        </Button>
        <Button type="submit" size="lg" pending={paying || switching} pendingLabel={switching ? t.preparing : t.paying}>
          {t.pay(plan.price)}
        </Button>
      </div>
    </form>
  );
}

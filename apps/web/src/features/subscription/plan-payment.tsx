import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FlaskConical, Lock } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { type CardEntry, CardPaymentError, loadStripeCardEntry, stripeConfigQuery, TestCardEntry } from '../payments';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useTheme } from '../../lib/use-theme';
import { payments } from '../../i18n/payments';
import { subscription } from '../../i18n/subscription';
import { LoadingText } from './loading-text';
import { PlanIcon } from './plan-icon';
import { createPlanIntent, selectPlan, subscriptionKeys, type Plan } from './subscription-api';
import { refreshSubscription } from './use-subscription';

// Stripe.js loads only when the shop has real Stripe keys and a plan is being paid.
const StripeCardEntry = lazy(loadStripeCardEntry);

const t = subscription.payment;
/** After a succeeded payment the plan counts as active 2 s later, then everything is fetched again (000 section 4). */
export const ACTIVATION_DELAY_MS = 2000;

type Intent = Awaited<ReturnType<typeof createPlanIntent>>;
type Phase =
  | { kind: 'preparing' }
  | { kind: 'failed'; message: string }
  | { kind: 'form'; intent: Intent }
  | { kind: 'done'; refreshed: boolean };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof CardPaymentError || (error instanceof ApiError && error.message)
    ? (error as Error).message
    : fallback;

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
  const client = useQueryClient();
  const config = useQuery(stripeConfigQuery);
  const { user } = useAuth();
  const { data: shop } = useShopInfo();
  const theme = useTheme();
  const [phase, setPhase] = useState<Phase>({ kind: 'preparing' });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'Rinnova automaticamente ogni mese' (off by default, as the spec's autoRenew). It is sent with the selection,
  // and the intent is made for it (with autoRenew it saves the card), so a change selects and creates again.
  const [autoRenew, setAutoRenewChoice] = useState(false);
  const [switching, setSwitching] = useState(false);
  const renewId = useId();
  const entry = useRef<CardEntry | null>(null);
  const attempt = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const activate = useCallback(() => {
    setTimeout(() => {
      void refreshSubscription(client, true).then(() => {
        // 000 section 8: the refresh after the payment failed ('Errore nell'aggiornamento. Ricarica la pagina.').
        if (client.getQueryState(subscriptionKeys.access)?.status === 'error') {
          toast.error(subscription.admin.refreshError);
        }
        void client.invalidateQueries({ queryKey: subscriptionKeys.all });
        if (!mounted.current) return;
        setPhase({ kind: 'done', refreshed: true });
        onActivated?.();
      });
    }, ACTIVATION_DELAY_MS);
  }, [client, onActivated]);

  /** Selects the plan and creates its intent; `keepForm`: the form stays shown (disabled) while autoRenew changes. */
  const prepare = useCallback(
    async (renew: boolean, keepForm = false) => {
      const run = ++attempt.current;
      if (keepForm) setSwitching(true);
      else setPhase({ kind: 'preparing' });
      setError(null);
      const finish = () => {
        if (run === attempt.current) setSwitching(false);
      };
      let subscriptionId: string;
      try {
        const selected = await selectPlan(plan._id, renew);
        if (!selected.needsPayment) {
          // The plan is already the active one: nothing to pay.
          if (run === attempt.current) setPhase({ kind: 'done', refreshed: false });
          finish();
          activate();
          return;
        }
        subscriptionId = selected.subscription._id;
      } catch (failure) {
        toast.error(subscription.plans.selectError);
        if (run === attempt.current)
          setPhase({ kind: 'failed', message: messageOf(failure, subscription.plans.selectError) });
        finish();
        return;
      }
      try {
        const intent = await createPlanIntent(plan._id, subscriptionId);
        if (run === attempt.current) setPhase({ kind: 'form', intent });
      } catch (failure) {
        toast.error(t.createError);
        if (run === attempt.current) setPhase({ kind: 'failed', message: messageOf(failure, t.createError) });
      }
      finish();
    },
    [plan._id, activate],
  );

  // Once per plan shown: development's second run of the effect must not select and charge twice.
  const preparedFor = useRef<string | null>(null);
  useEffect(() => {
    if (preparedFor.current === plan._id) return;
    preparedFor.current = plan._id;
    void prepare(false);
  }, [prepare, plan._id]);

  const changeAutoRenew = (renew: boolean) => {
    setAutoRenewChoice(renew);
    void prepare(renew, true);
  };

  const setEntry = useCallback((ready: CardEntry) => {
    entry.current = ready;
  }, []);

  const pay = async (intent: Intent) => {
    const card = entry.current;
    // The spec: nothing happens without the provider, the card field or the client secret.
    if (!card || !intent.clientSecret) return;
    setPaying(true);
    setError(null);
    try {
      const problem = await card.prepare();
      if (problem) {
        setError(problem);
        return;
      }
      await card.confirm(
        { clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId },
        {
          name: shop?.name ?? `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
          email: user?.email ?? shop?.email ?? '',
          phone: shop?.phone ?? user?.phone ?? '',
          address: shop?.address ?? '',
          postalCode: shop?.postalCode ?? '',
          city: shop?.city ?? '',
        },
      );
      toast.success(t.success);
      setPhase({ kind: 'done', refreshed: false });
      activate();
    } catch (failure) {
      // The card provider's own message as given ('La carta è stata rifiutata.'), else the spec's text.
      const message = messageOf(failure, t.payError);
      toast.error(message);
      setError(message);
    } finally {
      setPaying(false);
    }
  };

  if (phase.kind === 'done') {
    return (
      <section
        aria-labelledby="plan-paid-title"
        className="flex flex-col items-center gap-4 py-6 text-center"
      >
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h2 id="plan-paid-title" className="font-display text-3xl font-semibold">
          {t.doneTitle}
        </h2>
        <p className="text-muted">{t.doneText(plan.displayName)}</p>
        {!phase.refreshed && (
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

  if (phase.kind === 'preparing' || config.isPending) {
    return <LoadingText label={t.preparing} />;
  }

  if (phase.kind === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert>
          <p className="font-semibold">{t.prepareError}</p>
          <p>{phase.message}</p>
        </FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button size="lg" onClick={() => void prepare(autoRenew)}>
            {subscription.plans.retry}
          </Button>
        </div>
      </div>
    );
  }

  const { intent } = phase;
  const stripe =
    config.data?.provider === 'stripe' && config.data.publishableKey ? config.data.publishableKey : null;
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
      {(intent.testMode || config.data?.testMode) && (
        <p className="mt-2 flex items-center gap-2 rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-sm text-warning-fg">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>{payments.panel.testMode}</strong>
            {` · ${payments.panel.testModeHint}`}
          </span>
        </p>
      )}
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
          <dd className="text-lg font-semibold text-accent-text tabular-nums">{`CHF ${intent.amount.toFixed(2)}`}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.period}</dt>
          <dd className="text-lg font-semibold">{t.oneMonth}</dd>
        </div>
      </dl>
      {/* The hint is outside the label: the checkbox's name is the title alone (the card's fields are found by
          their labels, and 'scadenza' is one of them). */}
      <div className="mt-4 flex min-h-11 items-start gap-3">
        <input
          id={renewId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-accent"
          checked={autoRenew}
          disabled={paying || switching}
          aria-describedby={`${renewId}-hint`}
          onChange={(event) => changeAutoRenew(event.target.checked)}
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
      {stripe ? (
        <Suspense fallback={<LoadingBlock label={payments.card.loading} minHeight="min-h-24" />}>
          <StripeCardEntry
            // A new intent (autoRenew changed) gets fresh Elements whose options match it.
            key={intent.paymentIntentId}
            setupFutureUsage={intent.setupFutureUsage}
            publishableKey={stripe}
            amountRappen={Math.round(intent.amount * 100)}
            dark={theme === 'dark'}
            returnUrl={`${window.location.origin}/subscription/usage`}
            onReady={setEntry}
          />
        </Suspense>
      ) : (
        <TestCardEntry onReady={setEntry} disabled={paying} />
      )}
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
        <Button
          type="submit"
          size="lg"
          pending={paying || switching}
          pendingLabel={switching ? t.preparing : t.paying}
        >
          {t.pay(plan.price)}
        </Button>
      </div>
    </form>
  );
}

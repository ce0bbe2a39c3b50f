import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Banknote, CreditCard, FlaskConical, Smartphone, Store } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { formatChf } from '../../lib/format';
import type { StripeConfig } from './payments-api';
import { watchConnection } from './payment-watch';
import { useTheme } from '../../lib/use-theme';
import { payments } from '../../i18n/payments';
import { CardFeeBreakdown, CashBreakdown } from './amount-breakdowns';
import { CardPaymentError, type CardEntry, type CardIntent } from './card-entry';
import { CustomerForm } from './customer-form';
import {
  cleanCustomer,
  customerFieldError,
  emptyCustomer,
  missingFieldsMessage,
  validateCustomer,
  type CustomerErrors,
  type CustomerField,
  type CustomerValues,
} from './customer-details';
import { Badge, MethodOption } from './method-option';
import { releasePayment } from './release-payment';
import { TestCardEntry } from './test-card-entry';
import { TwintAppInfo, isSwissMobile } from './twint-app-info';
import type { TwintPaymentInfo, TwintSource } from './twint-flow';
import { TwintWaiting, type ShopTwint } from './twint-waiting';
import { useTwintPayment } from './use-twint-payment';

// Stripe.js and its React bindings load only when a real Stripe card form is shown.
const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

export type PanelMethod = 'card' | 'twint' | 'cash';

/** 001 section 3 'Payment result': what the page books with once an online payment is completed. */
export interface PaymentResult {
  id: string;
  paymentIntentId: string | null;
  amount: number;
  status: 'completed';
  paymentMethod: 'stripe_card' | 'twint';
  customerDetails: CustomerValues;
  source: TwintSource | 'card';
}

export interface PaymentPanelProps {
  kind: 'appointment' | 'order';
  /** The summary rows (service, date/time, barber; or the cart), drawn by the page. */
  summary: ReactNode;
  /** CHF. */
  total: number;
  /** GET /stripe/config; undefined while loading; null when it failed (only cash is offered then). */
  config: StripeConfig | null | undefined;
  initialCustomer?: Partial<CustomerValues>;
  shop: ShopTwint | null;
  /** Cash needs the customer form too (shop orders); an appointment's guest already gave name and contact. */
  cashNeedsDetails?: boolean;
  /** The page's own work after payment (booking) is running. */
  busy: boolean;
  /** The page's own message (a failed booking, a taken slot), shown above the buttons. */
  alert?: ReactNode;
  /** Nothing more can be sent (the slot was taken). */
  blocked?: boolean;
  returnUrl: string;
  onCancel: () => void;
  onCash: (customer: CustomerValues | null) => void;
  createCardIntent: (customer: CustomerValues) => Promise<CardIntent & { paymentId: string; amount: number }>;
  createTwint: (customer: CustomerValues) => Promise<TwintPaymentInfo>;
  onPaid: (result: PaymentResult) => void;
  /** A started payment was left unpaid and released: the page must not reuse it (e.g. its Idempotency-Key). */
  onReleased?: (paymentId: string) => void;
  /** Failures the page shows itself (a taken slot, with its own action): the panel does not repeat them. */
  isHandledError?: (error: unknown) => boolean;
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof CardPaymentError || (error instanceof ApiError && error.message) ? (error as Error).message : fallback;

/**
 * The payment panel (001 section 2) for appointments, and built to take shop orders and plans: summary, total in
 * CHF, card ('Paga Ora Online' with its fee breakdown), TWINT ('SVIZZERA', 'LIVE' while the realtime channel is
 * up) and cash (rounded to 5 Rappen), the customer form, 'Modalità test' in test mode, and 'Pagamenti Non
 * Disponibili' with only the cash confirmation when online payments are off.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { kind, config, total, busy, blocked } = props;
  const t = payments;
  const online = !!config?.onlinePayments;
  const [method, setMethod] = useState<PanelMethod>('card');
  const chosen: PanelMethod = online ? method : 'cash';
  const [customer, setCustomer] = useState<CustomerValues>({ ...emptyCustomer, ...props.initialCustomer });
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [missing, setMissing] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);
  const [live, setLive] = useState(false);
  const cardEntry = useRef<CardEntry | null>(null);
  const twint = useTwintPayment();
  const theme = useTheme();
  const totalRappen = Math.round(total * 100);
  const needsDetails = chosen !== 'cash' || !!props.cashNeedsDetails;
  const twintBusy = twint.state.phase !== 'idle';
  const locked = busy || paying || twintBusy || !!blocked;
  // While a TWINT payment waits the payer may still choose another method (which releases it).
  const methodsLocked = busy || paying || twint.state.phase === 'processing' || !!blocked;

  // The started, unpaid online payment (its reference): the slot it holds is released as soon as the payer
  // leaves it (another method, 'Annulla', leaving the page), so booking that time another way works at once.
  const started = useRef<string | null>(null);
  const releasing = useRef<Promise<void> | null>(null);
  const { onReleased } = props;
  const leave = useCallback(() => {
    const id = started.current;
    if (!id) return;
    started.current = null;
    const release = releasePayment(id).finally(() => {
      if (releasing.current === release) releasing.current = null;
    });
    releasing.current = release;
    onReleased?.(id);
  }, [onReleased]);
  useEffect(
    () => () => {
      if (started.current) void releasePayment(started.current);
    },
    [],
  );

  useEffect(() => (online ? watchConnection(setLive) : undefined), [online]);

  // A completed TWINT payment is reported once; the page then books with it.
  const { onPaid } = props;
  const reported = useRef(false);
  useEffect(() => {
    const { phase, payment, source } = twint.state;
    if (phase !== 'completed' || !payment || reported.current) return;
    reported.current = true;
    started.current = null;
    onPaid({
      id: payment.paymentId,
      paymentIntentId: null,
      amount: payment.amount,
      status: 'completed',
      paymentMethod: 'twint',
      customerDetails: cleanCustomer(customer),
      source: source ?? 'polling',
    });
  }, [twint.state, customer, onPaid]);

  const setCardEntry = useCallback((entry: CardEntry) => {
    cardEntry.current = entry;
  }, []);

  const change = (field: CustomerField, value: string) => {
    setCustomer((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: customerFieldError(field, value) }));
  };
  const blur = (field: CustomerField) =>
    setErrors((current) => ({ ...current, [field]: customerFieldError(field, customer[field]) }));

  /** The form's check before paying: the missing list first, then each field's own rule. */
  const checkedCustomer = (): CustomerValues | null => {
    const found = validateCustomer(customer);
    setErrors(found);
    setMissing(missingFieldsMessage(customer));
    return Object.keys(found).length === 0 ? cleanCustomer(customer) : null;
  };

  const payByCard = async (details: CustomerValues) => {
    const entry = cardEntry.current;
    if (!entry) {
      setPaymentError(t.card.stripeNotLoaded);
      return;
    }
    setPaying(true);
    try {
      const problem = await entry.prepare();
      if (problem) {
        setPaymentError(problem);
        return;
      }
      const intent = await props.createCardIntent(details);
      started.current = intent.paymentId;
      await entry.confirm(intent, details);
      started.current = null;
      onPaid({
        id: intent.paymentId,
        paymentIntentId: intent.paymentIntentId,
        amount: intent.amount,
        status: 'completed',
        paymentMethod: 'stripe_card',
        customerDetails: details,
        source: 'card',
      });
    } catch (error) {
      if (props.isHandledError?.(error)) return;
      setPaymentError(errorText(error, error instanceof CardPaymentError ? t.errors.generic : t.errors.create));
    } finally {
      setPaying(false);
    }
  };

  const choose = (next: PanelMethod) => {
    if (next === chosen) return;
    leave();
    if (twintBusy) twint.reset();
    setMethod(next);
  };

  const startTwint = (details: CustomerValues) =>
    twint.start(async () => {
      const payment = await props.createTwint(details);
      started.current = payment.paymentId;
      return payment;
    }, props.isHandledError);

  const submit = () => {
    // A payment just left must have freed its slot before this one books or holds the same time.
    if (releasing.current) {
      void releasing.current.then(submit);
      return;
    }
    setPaymentError(null);
    if (chosen === 'cash' && !needsDetails) {
      props.onCash(null);
      return;
    }
    const details = checkedCustomer();
    if (!details) return;
    if (chosen === 'cash') props.onCash(details);
    else if (chosen === 'card') void payByCard(details);
    else void startTwint(details);
  };

  const checkStatus = async () => {
    setChecking(true);
    await twint.checkStatus();
    setChecking(false);
  };

  if (config === undefined) return <LoadingBlock label={t.panel.loading} minHeight="min-h-48" />;

  const cashLabel = kind === 'order' ? t.panel.confirmOnDelivery : t.panel.confirmInPerson;
  const submitLabel =
    chosen === 'cash'
      ? cashLabel
      : chosen === 'card'
        ? t.panel.pay(formatChf(total))
        : t.panel.payTwint(formatChf(total));
  const error = paymentError ?? twint.state.error;

  return (
    <div>
      {config?.testMode && (
        <p className="mb-4 flex items-center gap-2 rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-sm text-warning-fg">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>{t.panel.testMode}</strong>
            {` · ${t.panel.testModeHint}`}
          </span>
        </p>
      )}
      <h2 className="sr-only">{t.panel.summary}</h2>
      {props.summary}
      <p className="mt-4 flex items-baseline justify-between gap-4 rounded-lg bg-surface-2 px-4 py-3">
        <span className="font-semibold">{t.panel.total}</span>
        <span className="text-2xl font-semibold text-accent-text tabular-nums">{formatChf(total)}</span>
      </p>

      {online ? (
        <fieldset className="mt-6 flex flex-col gap-3" disabled={methodsLocked}>
          <legend className="mb-3 text-xl font-semibold">{t.panel.methods}</legend>
          <MethodOption
            name="payment-method"
            value="card"
            checked={chosen === 'card'}
            label={t.method.card}
            text={t.method.cardText}
            icon={<CreditCard className="size-5 text-accent-text" aria-hidden="true" />}
            onSelect={() => choose('card')}
          >
            {chosen === 'card' && <CardFeeBreakdown totalRappen={totalRappen} />}
          </MethodOption>
          <MethodOption
            name="payment-method"
            value="twint"
            checked={chosen === 'twint'}
            label={t.method.twint}
            text={t.method.twintText}
            icon={<Smartphone className="size-5 text-accent-text" aria-hidden="true" />}
            badges={
              <>
                <Badge>{t.method.twintBadge}</Badge>
                {live && (
                  <Badge tone="live" label={t.method.liveLabel}>
                    {t.method.live}
                  </Badge>
                )}
              </>
            }
            onSelect={() => choose('twint')}
          />
          {!isSwissMobile() && <TwintAppInfo />}
          <MethodOption
            name="payment-method"
            value="cash"
            checked={chosen === 'cash'}
            label={kind === 'order' ? t.method.onDelivery : t.method.inPerson}
            text={kind === 'order' ? t.method.onDeliveryText : t.method.inPersonText}
            icon={<Banknote className="size-5 text-accent-text" aria-hidden="true" />}
            onSelect={() => choose('cash')}
          >
            {chosen === 'cash' && <CashBreakdown totalRappen={totalRappen} />}
          </MethodOption>
        </fieldset>
      ) : (
        <div className="mt-6 rounded-xl border border-border bg-surface-2 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Store className="size-5 text-accent-text" aria-hidden="true" />
            {t.panel.unavailableTitle}
          </p>
          <p className="mt-1 text-muted">
            {config === null
              ? t.panel.configError
              : kind === 'order'
                ? t.panel.unavailableOrderText
                : t.panel.unavailableText}
          </p>
          <CashBreakdown totalRappen={totalRappen} />
        </div>
      )}

      {needsDetails && (
        <CustomerForm values={customer} errors={errors} onChange={change} onBlur={blur} disabled={locked} />
      )}

      {chosen === 'card' &&
        (config?.provider === 'stripe' && config.publishableKey ? (
          <Suspense fallback={<LoadingBlock label={t.card.loading} minHeight="min-h-24" />}>
            <StripeCardEntry
              publishableKey={config.publishableKey}
              amountRappen={totalRappen}
              dark={theme === 'dark'}
              returnUrl={props.returnUrl}
              onReady={setCardEntry}
            />
          </Suspense>
        ) : (
          <TestCardEntry onReady={setCardEntry} disabled={locked} />
        ))}

      {chosen === 'twint' && (
        <TwintWaiting
          state={twint.state}
          shop={props.shop}
          checking={checking}
          completedText={kind === 'order' ? t.twint.completedOrderText : t.twint.completedText}
          onCheckStatus={() => void checkStatus()}
        />
      )}

      <div className="mt-6 flex flex-col gap-3" aria-live="polite">
        {missing && <FormAlert>{missing}</FormAlert>}
        {error && <FormAlert>{error}</FormAlert>}
        {props.alert}
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            leave();
            props.onCancel();
          }}
          disabled={busy || paying}
        >
          {t.panel.cancel}
        </Button>
        {!(chosen === 'twint' && twintBusy) && (
          <Button
            size="lg"
            pending={busy || paying}
            pendingLabel={paying ? t.panel.paying : kind === 'order' ? t.panel.placingOrder : t.panel.booking}
            disabled={!!blocked}
            onClick={submit}
          >
            {submitLabel}
          </Button>
        )}
      </div>
    </div>
  );
}

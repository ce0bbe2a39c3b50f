import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { payments } from '../../i18n/payments';
import { CardEntrySlot } from './card-entry-slot';
import { CardPaymentError, type CardEntry, type CardIntent } from './card-entry';
import { cleanCustomer, type CustomerValues } from './customer-details';
import { CustomerForm } from './customer-form';
import { PanelButtons } from './panel-buttons';
import { PanelHeader } from './panel-header';
import { OnlineUnavailable, PaymentMethods, type PanelMethod } from './payment-methods';
import type { StripeConfig } from './payments-api';
import { watchConnection } from './payment-watch';
import type { TwintPaymentInfo, TwintSource } from './twint-flow';
import { TwintWaiting, type ShopTwint } from './twint-waiting';
import { useCustomerDetails } from './use-customer-details';
import { useStartedPayment } from './use-started-payment';
import { useTwintPayment } from './use-twint-payment';

export type { PanelMethod };

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
  /** Card and TWINT only: a booking's deposit (ADR 0064) cannot be paid in the shop. */
  onlineOnly?: boolean;
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
  const details = useCustomerDetails(props.initialCustomer);
  const { customer } = details;
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);
  const [live, setLive] = useState(false);
  const cardEntry = useRef<CardEntry | null>(null);
  const twint = useTwintPayment();
  const totalRappen = Math.round(total * 100);
  const needsDetails = chosen !== 'cash' || !!props.cashNeedsDetails;
  const twintBusy = twint.state.phase !== 'idle';
  const locked = busy || paying || twintBusy || !!blocked;
  // While a TWINT payment waits the payer may still choose another method (which releases it).
  const methodsLocked = busy || paying || twint.state.phase === 'processing' || !!blocked;
  const started = useStartedPayment(props.onReleased);

  useEffect(() => (online ? watchConnection(setLive) : undefined), [online]);

  // A completed TWINT payment is reported once; the page then books with it.
  const { onPaid } = props;
  const reported = useRef(false);
  useEffect(() => {
    const { phase, payment, source } = twint.state;
    if (phase !== 'completed' || !payment || reported.current) return;
    reported.current = true;
    started.mark(null);
    onPaid({
      id: payment.paymentId,
      paymentIntentId: null,
      amount: payment.amount,
      status: 'completed',
      paymentMethod: 'twint',
      customerDetails: cleanCustomer(customer),
      source: source ?? 'polling',
    });
  }, [twint.state, customer, onPaid, started]);

  const setCardEntry = useCallback((entry: CardEntry) => {
    cardEntry.current = entry;
  }, []);

  const payByCard = async (payer: CustomerValues) => {
    const entry = cardEntry.current;
    if (!entry) return setPaymentError(t.card.stripeNotLoaded);
    setPaying(true);
    try {
      const problem = await entry.prepare();
      if (problem) return setPaymentError(problem);
      const intent = await props.createCardIntent(payer);
      started.mark(intent.paymentId);
      await entry.confirm(intent, payer);
      started.mark(null);
      const { paymentId: id, paymentIntentId, amount } = intent;
      onPaid({ id, paymentIntentId, amount, status: 'completed', paymentMethod: 'stripe_card', customerDetails: payer, source: 'card' });
    } catch (error) {
      if (props.isHandledError?.(error)) return;
      setPaymentError(errorText(error, error instanceof CardPaymentError ? t.errors.generic : t.errors.create));
    } finally {
      setPaying(false);
    }
  };

  // Another method is a fresh start: the error of the one left (a declined card, a failed TWINT) no longer applies.
  const choose = (next: PanelMethod) => {
    if (next === chosen) return;
    started.leave();
    if (twintBusy || twint.state.error) twint.reset();
    setPaymentError(null);
    setMethod(next);
  };

  const startTwint = (payer: CustomerValues) =>
    twint.start(async () => {
      const payment = await props.createTwint(payer);
      started.mark(payment.paymentId);
      return payment;
    }, props.isHandledError);

  const submit = () => {
    // A payment just left must have freed its slot before this one books or holds the same time.
    const release = started.pendingRelease();
    if (release) return void release.then(submit);
    setPaymentError(null);
    if (chosen === 'cash' && !needsDetails) return props.onCash(null);
    const payer = details.checked();
    if (!payer) return;
    if (chosen === 'cash') props.onCash(payer);
    else if (chosen === 'card') void payByCard(payer);
    else void startTwint(payer);
  };

  const checkStatus = async () => {
    setChecking(true);
    await twint.checkStatus();
    setChecking(false);
  };

  if (config === undefined) return <LoadingBlock label={t.panel.loading} minHeight="min-h-48" />;
  const error = paymentError ?? twint.state.error;

  return (
    <div>
      <PanelHeader testMode={!!config?.testMode} summary={props.summary} total={total} />
      {online ? (
        <PaymentMethods kind={kind} chosen={chosen} totalRappen={totalRappen} live={live} locked={methodsLocked} onlineOnly={props.onlineOnly} onChoose={choose} />
      ) : (
        <OnlineUnavailable kind={kind} failed={config === null} totalRappen={totalRappen} />
      )}
      {needsDetails && <CustomerForm values={customer} errors={details.errors} onChange={details.change} onBlur={details.blur} disabled={locked} />}
      {chosen === 'card' && (
        <CardEntrySlot config={config} totalRappen={totalRappen} returnUrl={props.returnUrl} disabled={locked} onReady={setCardEntry} />
      )}
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
        {details.missing && <FormAlert>{details.missing}</FormAlert>}
        {error && <FormAlert>{error}</FormAlert>}
        {props.alert}
      </div>
      <PanelButtons
        kind={kind}
        chosen={chosen}
        total={total}
        busy={busy}
        paying={paying}
        blocked={!!blocked}
        showSubmit={!(chosen === 'twint' && twintBusy)}
        onCancel={() => {
          started.leave();
          props.onCancel();
        }}
        onSubmit={submit}
      />
    </div>
  );
}

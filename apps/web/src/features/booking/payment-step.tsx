import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import {
  createAppointmentIntent,
  createTwintPayment,
  type CustomerValues,
  PaymentPanel,
  type PaymentResult,
  type PaymentSubjectInput,
  stripeConfigQuery,
} from '../payments';
import { formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useShopInfo } from '../../lib/shop-info';
import { bookingConfirmation } from '../../i18n/booking-confirmation';
import { payments } from '../../i18n/payments';
import { isSlotConflict } from './booking-api';
import { BookingSummary } from './booking-summary';
import { CONFIRMATION_PATH } from './booking-paths';
import { depositAskOf, type DepositAsk } from './deposit-ask';
import { DepositNotice } from './deposit-notice';
import type { GuestDraft } from './guest-draft';
import { StepFrame } from './step-frame';
import { guestErrorText, useGuestBooking } from './use-guest-booking';

const t = bookingConfirmation.confirmation;

/**
 * The guest flow's payment step: the payment panel (features/payments, shared with the shop and the plans)
 * with this booking's summary. Cash books at once; card and TWINT pay first (the server holds the slot while
 * the payment runs) and then book with the paid payment, which answers the appointment it holds. A payment the
 * guest leaves unpaid (another method, 'Annulla') is released by the panel, so its slot is free again at once.
 */
export function PaymentStep({
  draft,
  onCancel,
  onBooked,
  onSlotTaken,
}: {
  draft: GuestDraft;
  onCancel: () => void;
  onBooked: (draft: GuestDraft) => void;
  onSlotTaken: (message: string) => void;
}) {
  const { choice, summary, details } = draft;
  const config = useQuery(stripeConfigQuery);
  const shop = useShopInfo().data ?? null;
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const { mutation, book, slotTaken, onConflict } = useGuestBooking(draft, onBooked);
  // The shop's policy asked this customer for a deposit (DEPOSIT_REQUIRED, ADR 0064): from then on the panel
  // takes the deposit by card or TWINT, with its terms, and the booking goes through with that payment.
  const [deposit, setDeposit] = useState<DepositAsk | null>(null);
  const [accepted, setAccepted] = useState(false);
  const asked = depositAskOf(mutation.error);
  useEffect(() => {
    if (asked) setDeposit((current) => current ?? asked);
  }, [asked]);
  const onPaid = useCallback(
    (result: PaymentResult) => {
      setPaid(result);
      book(result);
    },
    [book],
  );

  // One intent per set of details: a retry after a declined card confirms the same intent (and the same held
  // slot) again; changed details are a new request with a new key.
  const intentKeys = useRef(new Map<string, string>());
  const subject = (customer: CustomerValues): PaymentSubjectInput => ({
    barberId: choice.barberId,
    serviceId: choice.serviceId,
    service: summary.serviceName,
    date: choice.date,
    time: choice.time,
    clientName: customer.name,
    clientEmail: customer.email,
    customerDetails: customer,
    ...(deposit ? { deposit: true, depositTermsAccepted: accepted } : {}),
  });
  const slotGuard = (error: unknown): never => {
    onConflict(error);
    throw error;
  };
  const createCardIntent = async (customer: CustomerValues) => {
    const body = subject(customer);
    const id = JSON.stringify(body);
    const key = intentKeys.current.get(id) ?? newIdempotencyKey();
    intentKeys.current.set(id, key);
    const answer = await createAppointmentIntent(body, key).catch(slotGuard);
    return {
      clientSecret: answer.client_secret,
      paymentIntentId: answer.paymentIntentId,
      paymentId: answer.paymentId,
      amount: answer.amount,
    };
  };
  // Each TWINT attempt is a new payment: a declined or expired one cannot be paid again.
  const createTwint = (customer: CustomerValues) =>
    createTwintPayment(subject(customer), newIdempotencyKey()).catch(slotGuard);

  const failed = mutation.isError && !slotTaken && !asked;
  const alert = (slotTaken || failed) && (
    <FormAlert>
      <p>{slotTaken ?? guestErrorText(mutation.error, draft.account)}</p>
      {slotTaken && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => onSlotTaken(slotTaken)}>
          {t.slotTakenAction}
        </Button>
      )}
      {failed && paid && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => book(paid)}>
          {payments.twint.retry}
        </Button>
      )}
    </FormAlert>
  );

  return (
    <StepFrame step={2} title={t.paymentTitle}>
      <PaymentPanel
        // A new panel for the deposit: its own amount and methods, nothing chosen for the whole price carried over.
        key={deposit ? 'deposit' : 'price'}
        kind="appointment"
        onlineOnly={!!deposit}
        summary={
          <>
            {deposit && (
              <DepositNotice
                ask={deposit}
                price={summary.price}
                accepted={accepted}
                disabled={!!paid}
                onAccept={setAccepted}
              />
            )}
            <BookingSummary
              rows={[
                [t.service, summary.serviceName],
                [t.dateTime, `${formatDate(choice.date)}, ${choice.time}`],
                [t.barber, summary.barberName],
              ]}
            />
          </>
        }
        total={deposit ? deposit.amount : summary.price}
        config={config.isError ? null : config.data}
        initialCustomer={{
          name: `${details.firstName} ${details.lastName}`.trim(),
          email: details.email,
          phone: details.phone,
        }}
        shop={shop && { name: shop.name, phone: shop.phone, timeZone: shop.timeZone }}
        busy={mutation.isPending}
        alert={alert}
        blocked={!!slotTaken || !!paid}
        returnUrl={`${window.location.origin}${CONFIRMATION_PATH}?step=payment`}
        isHandledError={isSlotConflict}
        onCancel={onCancel}
        onCash={() => book(null)}
        createCardIntent={createCardIntent}
        createTwint={createTwint}
        onPaid={onPaid}
        // A released card payment is canceled: paying by card again must open a new one, not replay its key.
        onReleased={() => intentKeys.current.clear()}
      />
    </StepFrame>
  );
}

import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PaymentPanel, type PaymentResult } from '../../components/payments/payment-panel';
import type { CustomerValues } from '../../components/payments/customer-details';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import {
  createAppointmentIntent,
  createTwintPayment,
  stripeConfigQuery,
  type PaymentSubjectInput,
} from '../../lib/payments-api';
import { useShopInfo } from '../../lib/shop-info';
import { it } from '../../i18n/it';
import { payments } from '../../i18n/payments';
import { createGuestAppointment, isSlotConflict, slotsKeyFor } from './booking-api';
import { BookingSummary } from './booking-summary';
import { CONFIRMATION_PATH } from './booking-paths';
import { guestPayload, onlineGuestPayload, type GuestDraft } from './guest-draft';
import { StepFrame } from './step-frame';

const t = it.confirmation;

/** The spec's texts for a failed guest booking: the server's message, the limit text, or the fallback. */
function guestErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return it.booking.errors.createGuest;
  if (/limit/i.test(error.message) || /LIMIT/.test(error.code)) return it.booking.errors.guestLimit;
  return error.message || it.booking.errors.createGuest;
}

/**
 * The guest flow's payment step: the payment panel (components/payments, shared with the shop and the plans)
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
  const queryClient = useQueryClient();
  const { choice, summary, details } = draft;
  const config = useQuery(stripeConfigQuery);
  const shop = useShopInfo().data ?? null;
  const [slotTaken, setSlotTaken] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const refreshSlots = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: slotsKeyFor(choice.barberId, choice.date) }),
    [queryClient, choice.barberId, choice.date],
  );

  const mutation = useMutation({
    // In person: the draft's key goes with every attempt, so a retry after a lost answer gets the same
    // appointment back. Online: the payment itself makes it idempotent (one payment, one appointment).
    mutationFn: (payment: PaymentResult | null) =>
      payment
        ? createGuestAppointment(onlineGuestPayload(draft, payment), `${draft.attemptKey}:${payment.id}`)
        : createGuestAppointment(guestPayload(draft), draft.attemptKey),
    onSuccess: (appointment) => {
      refreshSlots();
      onBooked({ ...draft, booked: appointment });
    },
    onError: (error) => {
      if (!isSlotConflict(error)) return;
      refreshSlots();
      setSlotTaken((error as ApiError).message);
    },
  });
  // A second tap can land before the button re-renders as busy; the key would make it harmless, this makes it
  // not happen at all.
  const inFlight = useRef(false);
  const book = useCallback(
    (payment: PaymentResult | null) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(payment, {
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutation],
  );
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
  });
  const slotGuard = (error: unknown): never => {
    if (isSlotConflict(error)) {
      refreshSlots();
      setSlotTaken((error as ApiError).message);
    }
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

  const failed = mutation.isError && !slotTaken;
  const alert = (slotTaken || failed) && (
    <FormAlert>
      <p>{slotTaken ?? guestErrorText(mutation.error)}</p>
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
        kind="appointment"
        summary={
          <BookingSummary
            rows={[
              [t.service, summary.serviceName],
              [t.dateTime, `${formatDate(choice.date)}, ${choice.time}`],
              [t.barber, summary.barberName],
            ]}
          />
        }
        total={summary.price}
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

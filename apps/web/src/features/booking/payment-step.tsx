import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatDate } from '../../lib/format';
import { it } from '../../i18n/it';
import { createGuestAppointment, isSlotConflict, slotsKeyFor } from './booking-api';
import { BookingSummary } from './booking-summary';
import { guestPayload, type GuestDraft } from './guest-draft';
import { offeredMethods, paymentConfig } from './payment-methods';
import { StepFrame } from './step-frame';

const t = it.confirmation;

/** The spec's texts for a failed guest booking: the server's message, the limit text, or the fallback. */
function guestErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return it.booking.errors.createGuest;
  if (/limit/i.test(error.message) || /LIMIT/.test(error.code)) return it.booking.errors.guestLimit;
  return error.message || it.booking.errors.createGuest;
}

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
  const { choice, summary } = draft;
  const online = offeredMethods(paymentConfig).filter((method) => method.online);
  const mutation = useMutation({
    // The draft's key goes with every attempt, so a retry after a lost answer gets the same appointment back.
    mutationFn: () => createGuestAppointment(guestPayload(draft), draft.attemptKey),
    onSuccess: (appointment) => {
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(choice.barberId, choice.date) });
      onBooked({ ...draft, booked: appointment });
    },
    onError: (error) => {
      if (isSlotConflict(error))
        void queryClient.invalidateQueries({ queryKey: slotsKeyFor(choice.barberId, choice.date) });
    },
  });
  const slotTaken = mutation.isError && isSlotConflict(mutation.error);
  // A second tap can land before the button re-renders as busy; the key would make it harmless, this makes it
  // not happen at all.
  const inFlight = useRef(false);
  const confirm = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(undefined, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <StepFrame step={2} title={t.paymentTitle}>
      <h2 className="sr-only">{t.summary}</h2>
      <BookingSummary
        rows={[
          [t.service, summary.serviceName],
          [t.dateTime, `${formatDate(choice.date)}, ${choice.time}`],
          [t.barber, summary.barberName],
          [
            t.total,
            <span className="text-lg font-semibold text-accent-text">{formatChf(summary.price)}</span>,
          ],
        ]}
      />
      <h2 className="mt-6 text-xl font-semibold">{t.paymentMethods}</h2>
      {online.length === 0 && (
        <div className="mt-3 rounded-xl border border-border bg-surface-2 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Store className="size-5 text-accent-text" aria-hidden="true" />
            {t.unavailableTitle}
          </p>
          <p className="mt-1 text-muted">{t.unavailableText}</p>
        </div>
      )}
      {mutation.isError && (
        <div className="mt-4">
          <FormAlert>
            <p>{slotTaken ? (mutation.error as ApiError).message : guestErrorText(mutation.error)}</p>
            {slotTaken && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => onSlotTaken((mutation.error as ApiError).message)}
              >
                {t.slotTakenAction}
              </Button>
            )}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={mutation.isPending}>
          {t.cancel}
        </Button>
        <Button
          size="lg"
          pending={mutation.isPending}
          pendingLabel={t.pending}
          disabled={slotTaken}
          onClick={confirm}
        >
          {t.confirmInPerson}
        </Button>
      </div>
    </StepFrame>
  );
}

import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '../payments';
import { ApiError } from '../../lib/api-client';
import { bookingPages } from '../../i18n/booking-pages';
import { anyBarberKey, createGuestAppointment, isSlotConflict, slotsKeyFor } from './booking-api';
import { guestPayload, onlineGuestPayload, type GuestDraft } from './guest-draft';

/** The spec's texts for a failed guest booking: the server's message, the limit text, or the fallback. */
export function guestErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return bookingPages.booking.errors.createGuest;
  if (/limit/i.test(error.message) || /LIMIT/.test(error.code)) return bookingPages.booking.errors.guestLimit;
  return error.message || bookingPages.booking.errors.createGuest;
}

/**
 * Sends the guest booking, in the shop (no payment) or with a paid online payment, from the review or the
 * payment step. In person the draft's key goes with every attempt, so a retry after a lost answer gets the
 * same appointment back; online the payment itself makes it idempotent (one payment, one appointment). A
 * taken time refreshes the grids and is reported apart (slotTaken) so the step can send the guest back.
 */
export function useGuestBooking(draft: GuestDraft, onBooked: (draft: GuestDraft) => void) {
  const queryClient = useQueryClient();
  const { choice } = draft;
  const [slotTaken, setSlotTaken] = useState<string | null>(null);
  const refreshSlots = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: slotsKeyFor(choice.barberId, choice.date) });
    void queryClient.invalidateQueries({ queryKey: anyBarberKey(choice.serviceId) });
  }, [queryClient, choice.barberId, choice.date, choice.serviceId]);
  const onConflict = useCallback(
    (error: unknown) => {
      if (!isSlotConflict(error)) return;
      refreshSlots();
      setSlotTaken((error as ApiError).message);
    },
    [refreshSlots],
  );

  const mutation = useMutation({
    mutationFn: (payment: PaymentResult | null) =>
      payment
        ? createGuestAppointment(onlineGuestPayload(draft, payment), `${draft.attemptKey}:${payment.id}`)
        : createGuestAppointment(guestPayload(draft), draft.attemptKey),
    onSuccess: (appointment) => {
      refreshSlots();
      onBooked({ ...draft, booked: appointment });
    },
    onError: onConflict,
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
  return { mutation, book, slotTaken, onConflict };
}

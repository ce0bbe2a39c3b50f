import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAppointmentRequest } from '@barber/shared/schemas/appointments';
import type { PaymentResult } from '../payments';
import { ApiError } from '../../lib/api-client';
import { bookingPages } from '../../i18n/booking-pages';
import { subscription } from '../../i18n/subscription';
import { isPlanLimit } from '../subscription';
import {
  anyBarberKey,
  createAppointment,
  createGuestAppointment,
  isSlotConflict,
  myAppointmentsQuery,
  slotsKeyFor,
} from './booking-api';
import type { GuestDraft, GuestFormValues } from './guest-draft';
import { guestPayload, onlineGuestPayload } from './guest-payload';

/**
 * A logged-in customer's own booking, for the account's route: the choice only, the server knows who they are;
 * paid online, the payment's id as for a guest. (Here, not in guest-payload.ts, which the guest form's submit
 * loads.)
 */
function accountPayload(
  draft: Pick<GuestDraft, 'choice'>,
  payment?: Parameters<typeof onlineGuestPayload>[1],
): CreateAppointmentRequest {
  const { barberId, serviceId, date, time } = draft.choice;
  const booking = { barberId, serviceId, date, time };
  if (!payment) return { ...booking, paymentType: 'in_person' };
  const { paymentType, payment: sent } = onlineGuestPayload({ ...draft, details: NO_DETAILS }, payment);
  return { ...booking, paymentType, payment: sent };
}
const NO_DETAILS: GuestFormValues = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The spec's texts for a failed booking: the server's message, the limit text, or the fallback. A customer's
 * own booking is counted against the shop's plan: its monthly limit has the plan's text (001 section 6).
 */
export function guestErrorText(error: unknown, account = false): string {
  if (!(error instanceof ApiError)) return bookingPages.booking.errors.createGuest;
  if (account && isPlanLimit(error)) return subscription.gate.upgradeRequired;
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
    mutationFn: (payment: PaymentResult | null) => {
      const key = payment ? `${draft.attemptKey}:${payment.id}` : draft.attemptKey;
      // A logged-in customer's booking goes through their account's route, so it joins their appointments.
      if (draft.account) return createAppointment(accountPayload(draft, payment ?? undefined), key);
      return createGuestAppointment(payment ? onlineGuestPayload(draft, payment) : guestPayload(draft), key);
    },
    onSuccess: (appointment) => {
      refreshSlots();
      if (draft.account) void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
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

import { useNavigate } from 'react-router';
import { CONFIRMATION_PATH, type FlowState } from './booking-paths';
import { readDraft, saveDraft, type GuestFormValues } from './guest-draft';
import type { BookingSteps } from './use-booking-steps';
import { loadGuestPayload } from './use-guest-steps';

/**
 * The form's submit, for a guest and a logged-in customer alike: the choice and the details become the draft
 * (sessionStorage, ADR 0008) and the confirmation steps take over. False when the choice is not complete, or when
 * the attempt's code could not be loaded (offline without it cached).
 */
export function useGoToReview(account: boolean) {
  const navigate = useNavigate();
  return async (flow: BookingSteps, form: GuestFormValues, details: GuestFormValues): Promise<boolean> => {
    const { choice, barber, service, barberName, ready } = flow;
    if (!ready || !barber || !service) return false;
    const payload = await loadGuestPayload().catch(() => null);
    if (!payload) return false;
    const next = { details, choice: { ...choice, dateAuto: false } };
    saveDraft({
      version: 1,
      form,
      ...next,
      summary: { barberName, serviceName: service.name, duration: service.duration, price: service.price },
      attemptKey: payload.attemptKeyFor(readDraft(), next),
      booked: null,
      ...(account ? { account: true as const } : {}),
    });
    const state: FlowState = { fromForm: true };
    void navigate(CONFIRMATION_PATH, { state });
    return true;
  };
}

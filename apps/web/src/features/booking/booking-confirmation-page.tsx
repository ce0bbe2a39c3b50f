import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { stripeConfigQuery } from '../payments';
import { isComplete } from './booking-choice';
import { useAuth } from '../../lib/auth-context';
import { ACCOUNT_BOOKING_PATH, CONFIRMATION_PATH, GUEST_BOOKING_PATH, flowState, type FlowState } from './booking-paths';
import { CompleteStep } from './complete-step';
import { clearDraft, readDraft, saveDraft, type GuestDraft } from './guest-draft';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { PaymentStepShown } from './step-frame';

/** Where a draft's form is: the guest page, or /booking for a logged-in customer's own booking. */
const formPathOf = (draft: GuestDraft | null, signedIn: boolean) =>
  (draft ? draft.account : signedIn) ? ACCOUNT_BOOKING_PATH : GUEST_BOOKING_PATH;

/**
 * Review -> payment -> complete for a guest booking or a logged-in customer's own, the payment only when there is a method to choose. The draft (sessionStorage) is the state, the URL only
 * says which step to show: a reload shows the same step, and once the draft is booked every step (the back
 * button included) shows the completion, so nothing can be sent twice.
 */
export default function BookingConfirmationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<GuestDraft | null>(readDraft);
  const from = flowState(location.state);
  const signedIn = !!useAuth().user;
  const config = useQuery(stripeConfigQuery);
  // Paying in the shop is always possible; a choice exists only with online payments on.
  const payment = config.isPending ? undefined : config.data?.onlinePayments ? 'choice' : 'in-person';

  // The form the draft came from: the guest page, or /booking for a logged-in customer's own booking.
  const formPath = formPathOf(draft, signedIn);
  if (!draft || (!draft.booked && !isComplete(draft.choice))) {
    return <Navigate to={formPath} replace />;
  }

  const update = (next: GuestDraft) => {
    saveDraft(next);
    setDraft(next);
  };
  // Going back is a real history step when we came from there, so the history does not fill with copies.
  const backTo = (path: string, cameFromThere: boolean) => {
    if (cameFromThere) void navigate(-1);
    else void navigate(path, { replace: true });
  };

  const booked = (next: GuestDraft) => {
    update(next);
    void navigate(`${CONFIRMATION_PATH}?step=complete`, { replace: true });
  };
  const slotTaken = (message: string) => {
    // Stored only: re-rendering an incomplete draft here would redirect without the message. With 'Qualsiasi
    // barbiere' the barber was the taken time's: he goes with it.
    const { choice } = draft;
    saveDraft({ ...draft, choice: { ...choice, time: '', barberId: choice.anyBarber ? '' : choice.barberId } });
    const state: FlowState = { notice: message };
    void navigate(formPath, { replace: true, state });
  };

  return <PaymentStepShown.Provider value={payment !== 'in-person'}>{step()}</PaymentStepShown.Provider>;

  function step() {
    if (!draft) return null;
    if (draft.booked) {
      return (
        <CompleteStep
          draft={draft}
          appointment={draft.booked}
          onBookAgain={() => {
            clearDraft();
            void navigate(formPath);
          }}
        />
      );
    }

    if (params.get('step') === 'payment' && payment !== 'in-person') {
      return (
        <PaymentStep
          draft={draft}
          onCancel={() => backTo(CONFIRMATION_PATH, !!from.fromReview)}
          onBooked={booked}
          onSlotTaken={slotTaken}
        />
      );
    }

    return (
      <ReviewStep
        draft={draft}
        payment={payment}
        onEdit={() => backTo(formPath, !!from.fromForm)}
        onConfirm={() => {
          const state: FlowState = { fromReview: true };
          void navigate(`${CONFIRMATION_PATH}?step=payment`, { state });
        }}
        onBooked={booked}
        onSlotTaken={slotTaken}
      />
    );
  }
}

import { useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@barber/shared/schemas/auth';
import { formatPhone } from '@barber/shared/domain/phone-format';
import { Card } from '../../components/card';
import { useAuth } from '../../lib/auth-context';
import { bookingAccount } from '../../i18n/booking-account';
import { bookingPages } from '../../i18n/booking-pages';
import { flowState } from './booking-paths';
import type { BookingChoice } from './booking-choice';
import { BookingStepsForm } from './booking-steps';
import { clearDraft, readDraft, type GuestFormValues } from './guest-draft';
import { useBookingSteps } from './use-booking-steps';
import { useGoToReview } from './use-review-draft';
import { SeriesChoice, type SeriesRepeatChoice } from './series-choice';
import { SeriesReview } from './series-review';
import { seriesTexts } from '../../i18n/series';
import { callApi } from '../../lib/api-call';

const t = bookingAccount;

/**
 * The choice to start from: an unbooked draft's (the customer's own, or one begun as a guest before signing in);
 * a booked one belongs to the completion screen. With 'Qualsiasi barbiere' and no time the barber goes too.
 */
function initialChoice(): BookingChoice | null {
  const draft = readDraft();
  if (draft?.booked) {
    clearDraft();
    return null;
  }
  if (!draft) return null;
  return draft.choice.anyBarber && !draft.choice.time ? { ...draft.choice, barberId: '' } : draft.choice;
}

/** The account's details as the confirmation steps read them (the payment form starts from them). */
function accountDetails(user: User): GuestFormValues {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '' };
}

function AccountDetailsLine({ details }: { details: GuestFormValues }) {
  return (
    <>
      <span className="block">{`${details.firstName} ${details.lastName}`}</span>
      <span className="block break-all text-sm text-muted">{details.email}</span>
      {details.phone && <span className="block text-sm text-muted">{formatPhone(details.phone)}</span>}
      <span className="mt-1 block text-sm font-normal text-muted">{t.detailsNote}</span>
    </>
  );
}

/**
 * 'Prenota il tuo appuntamento': the guest's three taps for a logged-in customer (issue 27), their details
 * taken from the account instead of asked again. The confirmation steps send it through the account's route.
 */
export function AccountBookingFlow() {
  const { user } = useAuth();
  const notice = flowState(useLocation().state).notice;
  const [initial] = useState(initialChoice);
  const flow = useBookingSteps(initial);
  const goToReview = useGoToReview(true);
  const [prepareError, setPrepareError] = useState('');
  const details = user ? accountDetails(user) : null;
  // A regular's series (ADR 0068): chosen under the time, reviewed date by date before it is booked.
  const [repeat, setRepeat] = useState<SeriesRepeatChoice | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const { barberId, serviceId, date, time } = flow.choice;

  return (
    <Card className="p-4 sm:p-8">
      <h1 className="font-display text-3xl font-semibold">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      {reviewing && repeat ? (
        <SeriesReview
          start={{ barberId, serviceId, date, time }}
          repeat={repeat}
          book={(changes) =>
            callApi('bookAppointment', { body: { barberId, serviceId, date, time, repeat: { ...repeat, changes } } })
          }
          onEdit={() => setReviewing(false)}
          onDone={() => {
            // A new booking starts from scratch; the list beside the form now holds the series.
            setReviewing(false);
            setRepeat(null);
            flow.dispatch({ type: 'reset' });
            document.getElementById('my-appointments-title')?.scrollIntoView({ block: 'start' });
          }}
        />
      ) : (
        <BookingStepsForm
          flow={flow}
          notice={notice}
          details={{ done: details && <AccountDetailsLine details={details} /> }}
          submitLabel={repeat ? seriesTexts.submit : t.submit}
          prepareError={prepareError}
          extra={<SeriesChoice value={repeat} onChange={setRepeat} />}
          onSubmit={(event) => {
            event.preventDefault();
            if (repeat) return setReviewing(true);
            // goToReview loads what builds the booking first (the guest page's budget): it answers later.
            const fail = () => setPrepareError(bookingPages.booking.errors.preparation);
            if (!details) return fail();
            void goToReview(flow, details, details).then((done) => {
              if (!done) fail();
            });
          }}
        />
      )}
    </Card>
  );
}

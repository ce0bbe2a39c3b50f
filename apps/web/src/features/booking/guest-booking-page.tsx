import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Card } from '../../components/card';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSchemaForm } from '../../lib/use-schema-form';
import { bookingPages } from '../../i18n/booking-pages';
import { flowState } from './booking-paths';
import { BookingStepsForm } from './booking-steps';
import { bookingTexts as b } from '../../i18n/booking-flow';
import type { GuestDetails, GuestDetailsInput } from './guest-details-form';
import { clearDraft, readDraft, type GuestDraft } from './guest-draft';
import { useBookingSteps } from './use-booking-steps';
import { loadDetailsFields } from './use-guest-steps';
import { useGoToReview } from './use-review-draft';

const GuestDetailsFields = lazy(loadDetailsFields);

const emptyGuestDetails: GuestDetailsInput = { firstName: '', lastName: '', email: '', phone: '' };
// zod arrives with the first validation, not with the page: the guest page is the public entry point.
const loadGuestDetailsSchema = () => import('./guest-details-form').then((m) => m.GuestDetailsSchema);

/**
 * A draft that was already booked belongs to the completion screen: the form starts empty again. A logged-in
 * customer's draft is not a guest's (it carries the account's details). With 'Qualsiasi barbiere' and no time
 * (a time taken meanwhile) the barber goes with the time.
 */
function initialDraft(): GuestDraft | null {
  const draft = readDraft();
  if (draft?.booked) {
    clearDraft();
    return null;
  }
  if (draft?.account) return null;
  if (draft?.choice.anyBarber && !draft.choice.time)
    return { ...draft, choice: { ...draft.choice, barberId: '' } };
  return draft;
}

/** /guest-booking in three taps: the service, the barber or 'Qualsiasi barbiere', a time; then the details. */
export default function GuestBookingPage() {
  useDocumentTitle(bookingPages.booking.guestTitle);
  const notice = flowState(useLocation().state).notice;
  const [initial] = useState(initialDraft);
  const flow = useBookingSteps(initial?.choice ?? null);
  const goToReview = useGoToReview(false);
  const [prepareError, setPrepareError] = useState('');
  const { register, handleSubmit, getValues, formState } = useSchemaForm<GuestDetailsInput, GuestDetails>({
    loadSchema: loadGuestDetailsSchema,
    defaultValues: initial?.form ?? emptyGuestDetails,
  });

  const onSubmit = handleSubmit(async (details) => {
    if (!(await goToReview(flow, getValues(), details))) setPrepareError(bookingPages.booking.errors.preparation);
  });

  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <Card className="p-4 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{bookingPages.booking.guestTitle}</h1>
        <p className="mt-2 text-muted">{b.guestIntro}</p>
        <BookingStepsForm
          flow={flow}
          notice={notice}
          details={{
            open: (
              <Suspense fallback={<LoadingBlock label={bookingPages.booking.loadingForm} minHeight="min-h-48" />}>
                <GuestDetailsFields register={register} errors={formState.errors} />
              </Suspense>
            ),
          }}
          submitLabel={bookingPages.booking.submitGuest}
          prepareError={prepareError}
          onSubmit={onSubmit}
        />
      </Card>
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { bookingPages } from '../../i18n/booking-pages';
import { bookingTexts as b } from '../../i18n/booking-flow';
import { CatalogErrors } from './catalog-errors';
import { BarberChoices, ServiceChoices, ServiceLine } from './guest-choice-lists';
import { GuestStep } from './guest-step';
import { GuestSubmit } from './guest-submit';
import type { BookingSteps as Flow } from './use-booking-steps';
import { loadTimeStep } from './use-guest-steps';

const GuestTimeStep = lazy(loadTimeStep);

interface BookingStepsProps {
  flow: Flow;
  /** Shown over the grid when the chosen time was taken meanwhile. */
  notice: string | undefined;
  /** The fourth step once the time is chosen: the guest's fields, or the account's details already known. */
  details: { open: ReactNode } | { done: ReactNode };
  submitLabel: string;
  prepareError: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Above the submit once the choice is complete: the account's 'Ripeti' (ADR 0068). */
  extra?: ReactNode;
}

/**
 * The three taps, for a guest and a logged-in customer alike: the service, the barber or 'Qualsiasi barbiere',
 * a time; then the details and the submit. Each step closes into one line with 'Cambia' once chosen, and the
 * next one opens below it.
 */
export function BookingStepsForm({ flow, notice, details, submitLabel, prepareError, onSubmit, extra }: BookingStepsProps) {
  const { catalog, choice, editing, step, headingRef, service, barber, ready } = flow;
  const noticeRef = useRef<HTMLDivElement>(null);
  // Back from a taken slot: bring the grid into view, where the new time must be picked.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' });
  }, [notice]);

  return (
    <>
      <CatalogErrors catalog={catalog} hint={bookingPages.booking.errors.nextStep} />
      {catalog.isPending && catalog.errors.length === 0 ? (
        <div className="mt-6">
          <LoadingBlock label={bookingPages.booking.loadingData} minHeight="min-h-24" />
        </div>
      ) : (
        <form noValidate className="mt-6 flex flex-col gap-8" onSubmit={onSubmit}>
          <GuestStep
            ref={headingRef(0)}
            number={1}
            title={b.stepService}
            done={step !== 1 && service ? <ServiceLine service={service} /> : undefined}
            onChange={() => flow.setEditing(1)}
          >
            <ServiceChoices services={flow.bookable} chosenId={choice.serviceId} onChoose={flow.chooseService} />
          </GuestStep>

          {service && editing !== 1 && (
            <GuestStep
              ref={headingRef(1)}
              number={2}
              title={b.stepBarber}
              done={step > 2 ? (choice.anyBarber ? b.anyBarber : flow.barberName) : undefined}
              onChange={() => flow.setEditing(2)}
            >
              <BarberChoices
                offering={flow.offering}
                choice={choice}
                onAny={flow.chooseAny}
                onChoose={flow.chooseBarber}
              />
            </GuestStep>
          )}

          {service && editing === null && (choice.anyBarber || barber) && (
            <GuestStep ref={headingRef(2)} number={3} title={b.stepTime}>
              {notice && !choice.time && (
                <div ref={noticeRef}>
                  <FormAlert>{notice}</FormAlert>
                </div>
              )}
              <Suspense fallback={<LoadingBlock label={bookingPages.slots.loading} minHeight="min-h-24" />}>
                <GuestTimeStep
                  service={service}
                  barber={barber}
                  offering={flow.offering}
                  choice={choice}
                  dispatch={flow.dispatch}
                />
              </Suspense>
            </GuestStep>
          )}

          {ready && editing === null && (
            <GuestStep
              ref={headingRef(3)}
              number={4}
              title={b.stepDetails}
              done={'done' in details ? details.done : undefined}
            >
              {'open' in details && details.open}
            </GuestStep>
          )}

          {ready && editing === null && extra}

          <GuestSubmit
            choice={choice}
            service={service}
            barberName={ready && choice.anyBarber ? flow.barberName : undefined}
            ready={ready}
            prepareError={prepareError}
            label={submitLabel}
          />
        </form>
      )}
    </>
  );
}

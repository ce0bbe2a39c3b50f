import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSchemaForm } from '../../lib/use-schema-form';
import { bookingPages } from '../../i18n/booking-pages';
import { emptyChoice, isComplete } from './booking-choice';
import { CONFIRMATION_PATH, flowState, type FlowState } from './booking-paths';
import { bookingTexts as b } from './booking-texts';
import { CatalogErrors } from './catalog-errors';
import { BarberChoices, ServiceChoices, ServiceLine } from './guest-choice-lists';
import { guestChoiceReducer, guestStep } from './guest-choice';
import type { GuestDetails, GuestDetailsInput } from './guest-details-form';
import { attemptKeyFor, clearDraft, readDraft, saveDraft, type GuestDraft } from './guest-draft';
import { GuestStep } from './guest-step';
import { GuestSubmit } from './guest-submit';
import { prefillFromSearch, useGuestPrefill } from './guest-prefill';
import { useBookingCatalog } from './use-booking-catalog';
import { loadDetailsFields, loadTimeStep, usePreloadLaterSteps, useStepFocus } from './use-guest-steps';

const GuestTimeStep = lazy(loadTimeStep);
const GuestDetailsFields = lazy(loadDetailsFields);

const emptyGuestDetails: GuestDetailsInput = { firstName: '', lastName: '', email: '', phone: '' };
// zod arrives with the first validation, not with the page: the guest page is the public entry point.
const loadGuestDetailsSchema = () => import('./guest-details-form').then((m) => m.GuestDetailsSchema);

/**
 * A draft that was already booked belongs to the completion screen: the form starts empty again. With
 * 'Qualsiasi barbiere' and no time (a time taken meanwhile) the barber goes with the time.
 */
function initialDraft(): GuestDraft | null {
  const draft = readDraft();
  if (draft?.booked) {
    clearDraft();
    return null;
  }
  if (draft?.choice.anyBarber && !draft.choice.time)
    return { ...draft, choice: { ...draft.choice, barberId: '' } };
  return draft;
}

type Editing = 1 | 2 | null;

/**
 * /guest-booking in three taps: the service, the barber or 'Qualsiasi barbiere', a time; then the details and
 * the confirmation. Each step closes into one line with 'Cambia' once chosen, and the next one opens below it.
 */
export default function GuestBookingPage() {
  useDocumentTitle(bookingPages.booking.guestTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = flowState(location.state).notice;
  const [initial] = useState(initialDraft);
  const catalog = useBookingCatalog();
  // A link's choice (?serviceId=&barberId=&date=&time=, the assistant's booking action) comes before a draft's.
  const [prefill] = useState(() => prefillFromSearch(new URLSearchParams(location.search)));
  const [choice, dispatch] = useReducer(guestChoiceReducer, prefill ?? initial?.choice ?? emptyChoice);
  const [editing, setEditing] = useState<Editing>(null);
  const closeEditing = useCallback(() => setEditing(null), []);
  useGuestPrefill(location.search, catalog, dispatch, closeEditing);
  const [prepareError, setPrepareError] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, getValues, formState } = useSchemaForm<GuestDetailsInput, GuestDetails>({
    loadSchema: loadGuestDetailsSchema,
    defaultValues: initial?.form ?? emptyGuestDetails,
  });

  // Back from a taken slot: bring the grid into view, where the new time must be picked.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' });
  }, [notice]);

  const step = editing ?? guestStep(choice);
  const headingRef = useStepFocus(step, editing);
  usePreloadLaterSteps(!!choice.serviceId);

  const bookable = catalog.services.filter((s) => catalog.barbers.some((m) => m.serviceIds.includes(s._id)));
  const service = bookable.find((s) => s._id === choice.serviceId);
  const offering = service ? catalog.barbers.filter((m) => m.serviceIds.includes(service._id)) : [];
  const barber = offering.find((m) => m._id === choice.barberId);
  const barberName = barber ? `${barber.firstName} ${barber.lastName}` : '';
  const ready = isComplete(choice) && !!barber && !!service;

  const onSubmit = handleSubmit((details) => {
    if (!ready || !barber || !service) {
      setPrepareError(bookingPages.booking.errors.preparation);
      return;
    }
    const next = { details, choice: { ...choice, dateAuto: false } };
    saveDraft({
      version: 1,
      form: getValues(),
      ...next,
      summary: { barberName, serviceName: service.name, duration: service.duration, price: service.price },
      attemptKey: attemptKeyFor(readDraft(), next),
      booked: null,
    });
    const state: FlowState = { fromForm: true };
    void navigate(CONFIRMATION_PATH, { state });
  });

  const chooseService = (serviceId: string) => {
    setEditing(null);
    dispatch({ type: 'service', serviceId, barberOffersIt: !!barber?.serviceIds.includes(serviceId) });
  };
  const chooseBarber = (barberId: string) => {
    setEditing(null);
    // The day is proposed by the time step (the barber's first working day), which knows the booking window.
    dispatch({ type: 'barber', barberId, proposedDate: null });
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <Card className="p-4 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{bookingPages.booking.guestTitle}</h1>
        <p className="mt-2 text-muted">{b.guestIntro}</p>
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
              onChange={() => setEditing(1)}
            >
              <ServiceChoices services={bookable} chosenId={choice.serviceId} onChoose={chooseService} />
            </GuestStep>

            {service && editing !== 1 && (
              <GuestStep
                ref={headingRef(1)}
                number={2}
                title={b.stepBarber}
                done={step > 2 ? (choice.anyBarber ? b.anyBarber : barberName) : undefined}
                onChange={() => setEditing(2)}
              >
                <BarberChoices
                  offering={offering}
                  choice={choice}
                  onAny={() => {
                    setEditing(null);
                    dispatch({ type: 'any' });
                  }}
                  onChoose={chooseBarber}
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
                    offering={offering}
                    choice={choice}
                    dispatch={dispatch}
                  />
                </Suspense>
              </GuestStep>
            )}

            {ready && editing === null && (
              <GuestStep ref={headingRef(3)} number={4} title={b.stepDetails}>
                <Suspense
                  fallback={<LoadingBlock label={bookingPages.booking.loadingForm} minHeight="min-h-48" />}
                >
                  <GuestDetailsFields register={register} errors={formState.errors} />
                </Suspense>
              </GuestStep>
            )}

            <GuestSubmit
              choice={choice}
              service={service}
              barberName={ready && choice.anyBarber ? barberName : undefined}
              ready={ready}
              prepareError={prepareError}
            />
          </form>
        )}
      </Card>
    </div>
  );
}

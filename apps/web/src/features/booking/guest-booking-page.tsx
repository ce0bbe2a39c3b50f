import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmailField } from '../../components/email-field';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { NameFields } from '../../components/name-fields';
import { TextField } from '../../components/text-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { CatalogChoice, CatalogErrors } from './catalog-choice';
import { choiceReducer, emptyChoice, isComplete } from './booking-choice';
import { CONFIRMATION_PATH, flowState, type FlowState } from './booking-paths';
import { ChoiceSummary } from './choice-summary';
import type { GuestDetails, GuestDetailsInput } from './guest-details-form';
import { useSchemaForm } from '../../lib/use-schema-form';

const emptyGuestDetails: GuestDetailsInput = { firstName: '', lastName: '', email: '', phone: '' };
// zod arrives with the first validation, not with the page: the guest page is the public entry point.
const loadGuestDetailsSchema = () => import('./guest-details-form').then((m) => m.GuestDetailsSchema);
import { attemptKeyFor, clearDraft, readDraft, saveDraft, type GuestDraft } from './guest-draft';
import { servicesOf, useBookingCatalog } from './use-booking-catalog';
import { useBookingWindow } from './use-booking-window';

/** A draft that was already booked belongs to the completion screen: the form starts empty again. */
function initialDraft(): GuestDraft | null {
  const draft = readDraft();
  if (draft?.booked) {
    clearDraft();
    return null;
  }
  return draft;
}

export default function GuestBookingPage() {
  useDocumentTitle(it.booking.guestTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = flowState(location.state).notice;
  const [initial] = useState(initialDraft);
  const catalog = useBookingCatalog();
  const range = useBookingWindow();
  const [choice, dispatch] = useReducer(choiceReducer, initial?.choice ?? emptyChoice);
  const [prepareError, setPrepareError] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useSchemaForm<GuestDetailsInput, GuestDetails>({
    loadSchema: loadGuestDetailsSchema,
    defaultValues: initial?.form ?? emptyGuestDetails,
  });

  // Back from a taken slot: bring the grid into view, where the new time must be picked.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' });
  }, [notice]);

  const barber = catalog.barbers.find((b) => b._id === choice.barberId);
  const service = servicesOf(barber, catalog.services).find((s) => s._id === choice.serviceId);
  const ready = isComplete(choice) && !!barber && !!service;

  const onSubmit = handleSubmit((details) => {
    if (!ready || !barber || !service) {
      setPrepareError(it.booking.errors.preparation);
      return;
    }
    const next = { details, choice: { ...choice, dateAuto: false } };
    saveDraft({
      version: 1,
      form: getValues(),
      ...next,
      summary: {
        barberName: `${barber.firstName} ${barber.lastName}`,
        serviceName: service.name,
        duration: service.duration,
        price: service.price,
      },
      attemptKey: attemptKeyFor(readDraft(), next),
      booked: null,
    });
    const state: FlowState = { fromForm: true };
    void navigate(CONFIRMATION_PATH, { state });
  });

  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <Card className="p-4 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{it.booking.guestTitle}</h1>
        <p className="mt-2 text-muted">{it.booking.guestIntro}</p>
        <CatalogErrors catalog={catalog} hint={it.booking.errors.nextStep} />
        <form noValidate className="mt-6 flex flex-col gap-8" onSubmit={onSubmit}>
          <fieldset className="flex min-w-0 flex-col gap-4">
            <legend className="mb-4 text-xl font-semibold">{it.booking.detailsLegend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <NameFields
                ownName
                autoCapitalize="words"
                enterKeyHint="next"
                firstName={{ label: it.booking.firstName, error: errors.firstName?.message, ...register('firstName') }}
                lastName={{ label: it.booking.lastName, error: errors.lastName?.message, ...register('lastName') }}
              />
            </div>
            <EmailField
              label={it.booking.email}
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="next"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={it.booking.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={it.booking.phonePlaceholder}
              hint={it.booking.phoneHint}
              enterKeyHint="next"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </fieldset>
          <fieldset className="flex min-w-0 flex-col gap-4">
            <legend className="mb-4 text-xl font-semibold">{it.booking.appointmentLegend}</legend>
            {notice && !choice.time && (
              <div ref={noticeRef}>
                <FormAlert>{notice}</FormAlert>
              </div>
            )}
            <CatalogChoice catalog={catalog} choice={choice} dispatch={dispatch} range={range} />
          </fieldset>
          <div className="flex flex-col gap-3">
            {prepareError && <FormAlert>{prepareError}</FormAlert>}
            <ChoiceSummary choice={choice} service={service} />
            <Button
              type="submit"
              size="lg"
              disabled={!ready}
              aria-describedby={ready ? undefined : 'guest-booking-choose-time'}
            >
              {it.booking.submitGuest}
            </Button>
            {!ready && (
              <p id="guest-booking-choose-time" className="text-center text-sm text-muted">
                {it.booking.chooseTime}
              </p>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}

import { useReducer, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { CreateAppointmentRequest } from '@barber/shared/schemas/appointments';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { bookingPages } from '../../i18n/booking-pages';
import { createAppointment, isSlotConflict, myAppointmentsQuery, slotsKeyFor } from './booking-api';
import { CatalogChoice, CatalogErrors } from './catalog-choice';
import { choiceReducer, emptyChoice, isComplete, type ChoiceAction } from './booking-choice';
import { LateChangeNotice } from './late-change-notice';
import { ChoiceSummary } from './choice-summary';
import { useAttemptKey } from './use-attempt-key';
import { isPlanLimit } from '../subscription/subscription-api';
import { subscription } from '../../i18n/subscription';
import { servicesOf, useBookingCatalog } from './use-booking-catalog';
import { useBookingWindow } from './use-booking-window';

/** 'Prenota il tuo appuntamento': the logged-in customer books for themselves. */
export function AccountBookingForm() {
  const queryClient = useQueryClient();
  const catalog = useBookingCatalog();
  const range = useBookingWindow();
  const { data: shop } = useShopInfo();
  const [choice, dispatch] = useReducer(choiceReducer, emptyChoice);
  const attempt = useAttemptKey();
  const barber = catalog.barbers.find((b) => b._id === choice.barberId);
  const service = servicesOf(barber, catalog.services).find((s) => s._id === choice.serviceId);
  const ready = isComplete(choice) && !!barber && !!service;

  const mutation = useMutation({
    mutationFn: (request: CreateAppointmentRequest) => createAppointment(request, attempt.keyFor(request)),
    onSuccess: (_appointment, request) => {
      attempt.reset();
      toast.success(bookingPages.account.success);
      dispatch({ type: 'reset' });
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(request.barberId, request.date) });
    },
    onError: (error, request) => {
      // The shop's plan reached its monthly limit (403 upgradeRequired): the spec's text (001 section 6).
      if (isPlanLimit(error)) toast.error(subscription.gate.upgradeRequired);
      if (!isSlotConflict(error)) return;
      // Someone was faster: the grid refreshes and the user picks another time.
      dispatch({ type: 'time', time: '' });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(request.barberId, request.date) });
    },
  });

  // A new pick makes the last error message stale.
  const change = (action: ChoiceAction) => {
    if (mutation.isError) mutation.reset();
    dispatch(action);
  };

  // Blocks a second submit that lands before the button re-renders as busy.
  const inFlight = useRef(false);
  const submit = () => {
    if (!ready || inFlight.current) return;
    inFlight.current = true;
    const settled = {
      onSettled: () => {
        inFlight.current = false;
      },
    };
    mutation.mutate(
      {
        barberId: choice.barberId,
        serviceId: choice.serviceId,
        date: choice.date,
        time: choice.time,
        timezone: shop?.timeZone ?? DEFAULT_TIME_ZONE,
      },
      settled,
    );
  };

  return (
    <Card className="p-4 sm:p-8">
      <h1 className="font-display text-3xl font-semibold">{bookingPages.account.title}</h1>
      <p className="mt-2 text-muted">{bookingPages.account.intro}</p>
      <CatalogErrors catalog={catalog} />
      <form
        noValidate
        className="mt-6 flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CatalogChoice
          catalog={catalog}
          choice={choice}
          dispatch={change}
          range={range}
          frozen={mutation.isPending}
        />
        {mutation.isError && (
          <FormAlert>
            {isPlanLimit(mutation.error)
              ? subscription.gate.upgradeRequired
              : mutation.error instanceof ApiError
                ? mutation.error.message
                : bookingPages.account.bookingError}
          </FormAlert>
        )}
        <ChoiceSummary choice={choice} service={service} />
        <LateChangeNotice date={choice.date} time={choice.time} />
        <Button
          type="submit"
          size="lg"
          disabled={!ready}
          pending={mutation.isPending}
          pendingLabel={bookingPages.account.pending}
        >
          {bookingPages.account.submit}
        </Button>
      </form>
    </Card>
  );
}

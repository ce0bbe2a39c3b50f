import { useEffect, type Dispatch } from 'react';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { AnyBarberTime } from './any-barber-time';
import { BarberDayTime } from './booking-choice-fields';
import type { BookingChoice } from './booking-choice';
import type { GuestChoiceAction } from './guest-choice';
import { useBookingWindow } from './use-booking-window';
import { findWorkingDate } from './working-days';

/**
 * The guest's third tap: the day and time of the chosen barber, or of any barber offering the service. Its own
 * chunk (date picker, grid, socket) loads once a service is chosen, not with the page: /guest-booking's first
 * page must stay within the JavaScript budget.
 */
export default function GuestTimeStep({
  service,
  barber,
  offering,
  choice,
  dispatch,
}: {
  service: Service;
  barber: BarberPublic | undefined;
  offering: readonly BarberPublic[];
  choice: BookingChoice;
  dispatch: Dispatch<GuestChoiceAction>;
}) {
  const range = useBookingWindow();
  // A barber picked without a day: propose his first working day in the window (it moves on while full).
  const proposed = !choice.anyBarber && !choice.date && barber ? findWorkingDate(barber, range.first, range) : null;
  useEffect(() => {
    if (proposed) dispatch({ type: 'date', date: proposed, auto: true });
  }, [proposed, dispatch]);

  return choice.anyBarber ? (
    <AnyBarberTime
      serviceId={service._id}
      barberIds={offering.map((m) => m._id)}
      offering={offering}
      choice={choice}
      dispatch={dispatch}
      range={range}
    />
  ) : (
    <BarberDayTime barber={barber} service={service} choice={choice} dispatch={dispatch} range={range} />
  );
}

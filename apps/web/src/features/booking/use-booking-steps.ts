import { useCallback, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { emptyChoice, isComplete, type BookingChoice } from './booking-choice';
import { guestChoiceReducer, guestStep } from './guest-choice';
import { prefillFromSearch, useGuestPrefill } from './guest-prefill';
import { useBookingCatalog } from './use-booking-catalog';
import { usePreloadLaterSteps, useStepFocus } from './use-guest-steps';

export type Editing = 1 | 2 | null;

/**
 * The three taps' state, the same for a guest (/guest-booking) and a logged-in customer (/booking): the
 * service, then the barber or 'Qualsiasi barbiere', then a time. A link's choice (?serviceId=&barberId=&date=
 * &time=, the assistant's booking action) comes before a draft's.
 */
export function useBookingSteps(initial: BookingChoice | null) {
  const location = useLocation();
  const catalog = useBookingCatalog();
  const [prefill] = useState(() => prefillFromSearch(new URLSearchParams(location.search)));
  const [choice, dispatch] = useReducer(guestChoiceReducer, prefill ?? initial ?? emptyChoice);
  const [editing, setEditing] = useState<Editing>(null);
  const closeEditing = useCallback(() => setEditing(null), []);
  useGuestPrefill(location.search, catalog, dispatch, closeEditing);

  const step = editing ?? guestStep(choice);
  const headingRef = useStepFocus(step, editing);
  usePreloadLaterSteps(!!choice.serviceId);

  const bookable = catalog.services.filter((s) => catalog.barbers.some((m) => m.serviceIds.includes(s._id)));
  const service = bookable.find((s) => s._id === choice.serviceId);
  const offering = service ? catalog.barbers.filter((m) => m.serviceIds.includes(service._id)) : [];
  const barber = offering.find((m) => m._id === choice.barberId);
  const barberName = barber ? `${barber.firstName} ${barber.lastName}` : '';
  const ready = isComplete(choice) && !!barber && !!service;

  const chooseService = (serviceId: string) => {
    setEditing(null);
    dispatch({ type: 'service', serviceId, barberOffersIt: !!barber?.serviceIds.includes(serviceId) });
  };
  const chooseBarber = (barberId: string) => {
    setEditing(null);
    // The day is proposed by the time step (the barber's first working day), which knows the booking window.
    dispatch({ type: 'barber', barberId, proposedDate: null });
  };
  const chooseAny = () => {
    setEditing(null);
    dispatch({ type: 'any' });
  };

  return {
    catalog,
    choice,
    dispatch,
    editing,
    setEditing,
    step,
    headingRef,
    bookable,
    service,
    offering,
    barber,
    barberName,
    ready,
    chooseService,
    chooseBarber,
    chooseAny,
  };
}

export type BookingSteps = ReturnType<typeof useBookingSteps>;

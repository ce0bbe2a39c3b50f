import { emptyChoice, type BookingChoice } from './booking-choice';

export type GuestChoiceAction =
  | { type: 'service'; serviceId: string; barberOffersIt: boolean }
  | { type: 'barber'; barberId: string; proposedDate: string | null }
  | { type: 'any' }
  | { type: 'date'; date: string; auto?: boolean }
  | { type: 'time'; time: string; barberId?: string }
  | { type: 'reset'; choice?: BookingChoice };

/** A date the guest picked stays when the barber changes; a proposed one goes with what proposed it. */
const keptDate = (state: BookingChoice) => (state.date && !state.dateAuto ? state.date : '');

/**
 * The guest's order (service, then barber or 'Qualsiasi barbiere', then day and time): a new service keeps the
 * barber only if he offers it; a new barber or 'Qualsiasi' clears the time; with 'Qualsiasi' the barber is the
 * one of the picked time, so a new day or time drops him again.
 */
export function guestChoiceReducer(state: BookingChoice, action: GuestChoiceAction): BookingChoice {
  switch (action.type) {
    case 'service': {
      if (action.serviceId === state.serviceId) return state;
      const keepBarber = action.barberOffersIt && !state.anyBarber;
      return {
        ...state,
        serviceId: action.serviceId,
        barberId: keepBarber ? state.barberId : '',
        anyBarber: keepBarber ? false : !!state.anyBarber,
        time: '',
        date: keepBarber ? state.date : keptDate(state),
        dateAuto: keepBarber ? state.dateAuto : false,
      };
    }
    case 'barber': {
      if (action.barberId === state.barberId && !state.anyBarber) return state;
      const date = keptDate(state);
      return {
        ...state,
        barberId: action.barberId,
        anyBarber: false,
        time: '',
        date: date || (action.proposedDate ?? ''),
        dateAuto: !date && !!action.proposedDate,
      };
    }
    case 'any':
      if (state.anyBarber) return state;
      return { ...state, anyBarber: true, barberId: '', time: '', date: keptDate(state), dateAuto: false };
    case 'date':
      if (action.date === state.date) return { ...state, dateAuto: state.dateAuto && !!action.auto };
      return {
        ...state,
        date: action.date,
        time: '',
        barberId: state.anyBarber ? '' : state.barberId,
        dateAuto: !!action.auto,
      };
    case 'time':
      return {
        ...state,
        time: action.time,
        barberId: state.anyBarber ? (action.time ? (action.barberId ?? '') : '') : state.barberId,
      };
    case 'reset':
      return action.choice ?? { ...emptyChoice, anyBarber: false };
  }
}

/** Where the guest is: the first of the three taps still to make (4 = all made, the details come next). */
export function guestStep(choice: BookingChoice): 1 | 2 | 3 | 4 {
  if (!choice.serviceId) return 1;
  if (!choice.barberId && !choice.anyBarber) return 2;
  if (!choice.time) return 3;
  return 4;
}

/** What a booking form has picked so far; '' means "not chosen". */
export interface BookingChoice {
  barberId: string;
  serviceId: string;
  date: string;
  time: string;
  /** The date was proposed by the form (first working day), not picked: it may move on to a day with room. */
  dateAuto: boolean;
  /**
   * The guest chose 'Qualsiasi barbiere': barberId stays empty until a time is picked, then it is the barber
   * who takes that time (the booking is his).
   */
  anyBarber?: boolean;
}

export const emptyChoice: BookingChoice = {
  barberId: '',
  serviceId: '',
  date: '',
  time: '',
  dateAuto: false,
};

export type ChoiceAction =
  | { type: 'barber'; barberId: string }
  | { type: 'service'; serviceId: string; proposedDate?: string | null }
  | { type: 'date'; date: string; auto?: boolean }
  | { type: 'time'; time: string }
  | { type: 'reset'; choice?: BookingChoice };

/**
 * The rules of 001 section 4: a new barber clears the service (his list differs) and the time; a new service
 * or date clears the time (its length or day changed). A date the form proposed goes with its service; a date
 * the user picked stays.
 */
export function choiceReducer(state: BookingChoice, action: ChoiceAction): BookingChoice {
  switch (action.type) {
    case 'barber':
      if (action.barberId === state.barberId) return state;
      return {
        ...emptyChoice,
        barberId: action.barberId,
        date: state.dateAuto ? '' : state.date,
      };
    case 'service': {
      if (action.serviceId === state.serviceId) return state;
      const keepDate = state.date !== '' && !state.dateAuto;
      const proposed = action.proposedDate ?? '';
      return {
        ...state,
        serviceId: action.serviceId,
        time: '',
        date: keepDate ? state.date : proposed,
        dateAuto: keepDate ? false : proposed !== '',
      };
    }
    case 'date':
      // A day the form proposes (or skips to, when the proposed one has no free slot) never replaces a day the
      // visitor chose: the slots' answer for the old proposal can arrive after the visitor typed a date.
      if (action.auto && action.date !== '' && state.date !== '' && !state.dateAuto) return state;
      if (action.date === state.date) return { ...state, dateAuto: state.dateAuto && !!action.auto };
      return { ...state, date: action.date, time: '', dateAuto: !!action.auto };
    case 'time':
      return { ...state, time: action.time };
    case 'reset':
      return action.choice ?? emptyChoice;
  }
}

export const isComplete = (choice: BookingChoice) =>
  choice.barberId !== '' && choice.serviceId !== '' && choice.date !== '' && choice.time !== '';

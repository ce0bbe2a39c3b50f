import { useReducer, useState } from 'react';
import { choiceReducer, type BookingChoice } from './booking-choice';
import { useBookingCatalog } from './use-booking-catalog';
import { useBookingWindow } from './use-booking-window';

/** Where an appointment is now: the move starts from its barber, service and day, with no time chosen yet. */
export interface MoveStart {
  barber: { _id: string };
  serviceId: string;
  date: string;
}

/**
 * The state of moving an existing appointment, shared by the customer's modify dialog and the manage link's
 * move panel: the catalog and booking window, the two stages (choose, then confirm what changes) and the choice.
 */
export function useMoveChoice(start: MoveStart) {
  const catalog = useBookingCatalog();
  const range = useBookingWindow();
  const [stage, setStage] = useState<'choose' | 'confirm'>('choose');
  const [choice, dispatch] = useReducer(choiceReducer, {
    barberId: start.barber._id,
    serviceId: start.serviceId,
    date: start.date,
    time: '',
    dateAuto: false,
  } satisfies BookingChoice);
  return { catalog, range, stage, setStage, choice, dispatch };
}

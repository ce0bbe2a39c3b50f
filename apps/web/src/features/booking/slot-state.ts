import type { Slot } from '@barber/shared/schemas/appointments';
import { bookingSlots } from '../../i18n/booking-slots';

export type SlotState = 'available' | 'break' | 'past' | 'booked' | 'unavailable';

/**
 * How one grid cell looks. Only an available slot can be picked; among the others the break and the past win
 * over "booked", since a booking there says nothing the customer could act on.
 */
export function slotState(slot: Slot): SlotState {
  if (slot.available) return 'available';
  if (slot.isBreak) return 'break';
  if (slot.isPast) return 'past';
  if (slot.isBooked) return 'booked';
  return 'unavailable';
}

export const slotTitles: Record<SlotState, string | undefined> = {
  available: undefined,
  break: bookingSlots.breakTitle,
  past: bookingSlots.pastTitle,
  booked: bookingSlots.bookedTitle,
  unavailable: bookingSlots.unavailableTitle,
};

/** "Martedì 24 novembre 2026, ore 10:15, disponibile": what a screen reader says for the cell. */
export function slotLabel(dateTitle: string, slot: Slot): string {
  return bookingSlots.label(dateTitle, slot.time, bookingSlots.state[slotState(slot)]);
}

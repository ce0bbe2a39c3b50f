import type { Slot } from '@barber/shared/schemas/appointments';

export type DayPartName = 'morning' | 'afternoon' | 'evening';

export interface DayPart<S> {
  name: DayPartName;
  slots: S[];
}

/** Mattina until 12:00, Pomeriggio until 18:00, Sera after: how people think of the day when they pick a time. */
export function dayPartOf(time: string): DayPartName {
  if (time < '12:00') return 'morning';
  if (time < '18:00') return 'afternoon';
  return 'evening';
}

/** The times in their day parts, in order; parts without a time are left out. */
export function dayParts<S extends { time: string }>(slots: readonly S[]): DayPart<S>[] {
  const parts: DayPart<S>[] = [
    { name: 'morning', slots: [] },
    { name: 'afternoon', slots: [] },
    { name: 'evening', slots: [] },
  ];
  for (const slot of slots) parts.find((p) => p.name === dayPartOf(slot.time))!.slots.push(slot);
  return parts.filter((part) => part.slots.length > 0);
}

/**
 * The break and the absences are closed time, and today's times already gone are no choice at all (issue 27
 * item 11: hidden, not listed struck out): the grid leaves them all out.
 */
export function shownSlots(slots: readonly Slot[]): Slot[] {
  return slots.filter((slot) => !slot.isBreak && !slot.isBlocked && !slot.isPast);
}

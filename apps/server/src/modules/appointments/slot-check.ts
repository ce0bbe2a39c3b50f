import { appointmentInterval, BOOKING_WINDOW_DAYS, computeSlots, type Interval, type SlotEngineInput } from '@barber/shared/domain/slot-engine';
import { bookingRuleMessages, inEveryLanguage } from '../../infra/languages';
import { AppError } from '../../infra/errors';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/**
 * Refuses a start time the slot engine would not offer, with the same inputs the available-slots call uses.
 * Runs inside the booking transaction. A time lost to another booking answers SLOT_TAKEN (the message a client
 * racing for the same slot gets, whether this check or the exclusion constraint catches it); any other
 * unavailable time SLOT_UNAVAILABLE.
 */
export function assertBookable(input: SlotEngineInput, time: string): Interval {
  const { status, slots } = computeSlots(input);
  if (status.kind === 'outside-window') {
    const days = input.windowDays ?? BOOKING_WINDOW_DAYS;
    throw new AppError('OUTSIDE_BOOKING_WINDOW', inEveryLanguage(bookingRuleMessages, (m) => m.outsideWindow(days)));
  }
  if (status.kind === 'vacation') throw new AppError('SLOT_UNAVAILABLE', moduleMessagesIt.barberOnVacation);
  const slot = slots.find((s) => s.time === time);
  if (!slot?.available) {
    if (slot && !slot.isPast) {
      const wanted = appointmentInterval(input.date, time, input.durationMinutes, input.timeZone);
      const taken = input.busy.some((b) => b.startsAt < wanted.endsAt && wanted.startsAt < b.endsAt);
      if (taken) throw new AppError('SLOT_TAKEN');
    }
    throw new AppError('SLOT_UNAVAILABLE');
  }
  return appointmentInterval(input.date, time, input.durationMinutes, input.timeZone);
}

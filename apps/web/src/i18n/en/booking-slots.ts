import type { bookingSlots as it } from '../booking-slots';
import type { Translation } from '../translation';

export const bookingSlots = {
  groupLabel: (date: string) => `Times on ${date}`,
  keyboardHint: 'Use the arrow keys to move between times and Enter to choose.',
  label: (date: string, time: string, state: string) => `${date} at ${time}, ${state}`,
  state: {
    available: 'free',
    break: 'lunch break',
    booked: 'already booked',
    past: 'already past',
    unavailable: 'not available',
  },
  breakTitle: 'Lunch break',
  bookedTitle: 'Already booked',
  pastTitle: 'Already past',
  unavailableTitle: 'Not available',
  legend: 'Key',
  legendAvailable: 'Free',
  legendSelected: 'Chosen',
  legendUnavailable: 'Not available',
  vacation: 'The barber is on holiday',
  vacationRange: (from: string, to: string) => `From ${from} to ${to}`,
  closed: (weekday: string) => `Closed on ${weekday}`,
  noHours: 'No working hours on this day',
  outsideWindow: 'You can only book from today up to 30 days ahead. Please choose another date.',
  full: 'No free times left on this date.',
  otherDay: 'Choose another day or another barber.',
  nextWorkingDay: 'Go to the next working day',
  closedDay: {
    shop: 'shop closed',
    vacation: (name: string) => `${name} on holiday`,
    off: (name: string) => `${name} not working`,
    noBarber: 'no barber available',
    legend: 'Crossed out: closed, cannot be booked',
  },
  deselected: (time: string) => `${time} is no longer free: please choose another time.`,
} satisfies Translation<typeof it>;

import type { calendarGrid as it } from '../admin-calendar';
import type { Translation } from '../translation';

export const calendarGrid = {
  timeColumn: 'Time',
  grid: (date: string) => `Diary for ${date}`,
  weekGrid: (barber: string) => `${barber}'s week`,
  allWeek: "All barbers' week",
  month: (month: string) => `Month of ${month}`,
  nowLine: (time: string) => `Now, ${time}`,
  emptyCell: (barber: string, time: string) => `New phone booking with ${barber} at ${time}`,
  block: (time: string, service: string, client: string, status: string) =>
    `${time} ${service}, ${client}, ${status}`,
  dragHint: 'Drag an appointment to move it; tap a free space for a phone booking.',
  shades: { closed: 'Closed', break: 'Break', vacation: 'On holiday', absence: 'Absence' },
  dayCount: (n: number) => (n === 0 ? 'no appointments' : n === 1 ? '1 appointment' : `${n} appointments`),
  openDay: (date: string, count: string) => `${date}: ${count}`,
  more: (n: number) => `+${n}`,
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  agenda: {
    title: (date: string) => `Appointments on ${date}`,
    filter: 'Barber',
    empty: 'No appointments on this day.',
  },
  detail: {
    title: 'Appointment',
    close: 'Close',
    move: 'Move',
  },
  search: {
    label: 'Find an existing customer',
    placeholder: 'Name or phone',
    hint: 'Type at least 2 characters of the name or number.',
    loading: 'Searching…',
    none: 'No customer found: enter the name and phone below.',
    count: (n: number) => (n === 1 ? '1 customer found' : `${n} customers found`),
  },
  phone: "Customer's phone",
  phoneHint: 'Optional, for example 079 123 45 67.',
  move: {
    title: 'Move appointment',
    description: (service: string, when: string) =>
      `${service}, currently ${when}. Choose the new day, barber and time.`,
    barber: 'Barber',
    date: 'Day',
    submit: 'Move here',
    cancel: 'Cancel',
    pending: 'Moving…',
    moved: (when: string, barber: string) => `Appointment moved: ${when} with ${barber}`,
    undo: 'Undo',
    undone: 'Move undone',
    refused: (reason: string) => `The move didn't work: ${reason}`,
    unknown: 'unknown error',
  },
} as const satisfies Translation<typeof it>;

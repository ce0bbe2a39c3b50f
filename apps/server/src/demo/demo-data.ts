import type { OpeningDayRow } from '../db/schema';

/** The fictional demo studio. Real shops enter their own details; nothing here is read outside demo mode. */
export const demoShop = {
  name: 'Barber Studio Lugano',
  tagline: 'Tagli classici e moderni nel cuore di Lugano',
  // The demo shows the walk-in queue (ADR 0063); a new shop starts with it closed.
  walkInsEnabled: true,
  // And last-minute fill (ADR 0069): a freed time inside 24 hours goes to the regulars who are due.
  lastMinuteFillEnabled: true,
  address: 'Via Nassa 21',
  postalCode: '6900',
  city: 'Lugano',
  phone: '+41 91 555 01 23',
  email: 'info@barberstudio-lugano.ch',
  timeZone: 'Europe/Zurich',
  foundedYear: 2020,
  openingHours: [
    { day: 'monday', open: true, startTime: '14:00', endTime: '19:00' },
    { day: 'tuesday', open: true, startTime: '09:00', endTime: '19:00' },
    { day: 'wednesday', open: true, startTime: '09:00', endTime: '19:00' },
    { day: 'thursday', open: true, startTime: '09:00', endTime: '19:00' },
    { day: 'friday', open: true, startTime: '09:00', endTime: '19:00' },
    { day: 'saturday', open: true, startTime: '09:00', endTime: '17:00' },
    { day: 'sunday', open: false, startTime: null, endTime: null },
  ] satisfies OpeningDayRow[],
};

export interface DemoAccount {
  role: 'admin' | 'barber' | 'client';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export const demoAccounts: DemoAccount[] = [
  { role: 'admin', email: 'admin@barberstudio-lugano.ch', password: 'Admin-Demo-2026', firstName: 'Alessandro', lastName: 'Rossi', phone: '+41 79 555 10 01' },
  { role: 'barber', email: 'marco@barberstudio-lugano.ch', password: 'Barbiere-Demo-2026', firstName: 'Marco', lastName: 'Bianchi', phone: '+41 79 555 10 02' },
  { role: 'client', email: 'cliente@example.ch', password: 'Cliente-Demo-2026', firstName: 'Giulia', lastName: 'Ferrari', phone: '+41 79 555 10 03' },
];

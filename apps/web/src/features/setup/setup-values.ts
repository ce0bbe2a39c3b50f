import type { Weekday } from '@barber/shared/domain/zoned-time';

/** What the setup form holds: the request's shape (nested as the server names its fields) plus the confirmation. */
export interface SetupValues {
  setupCode: string;
  admin: { firstName: string; lastName: string; email: string; password: string };
  confirmPassword: string;
  shop: {
    name: string;
    tagline: string;
    address: string;
    postalCode: string;
    city: string;
    phone: string;
    email: string;
    timeZone: string;
    openingHours: { day: Weekday; open: boolean; startTime: string | null; endTime: string | null }[];
  };
}

const WEEK: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const initialSetupValues = (): SetupValues => ({
  setupCode: '',
  admin: { firstName: '', lastName: '', email: '', password: '' },
  confirmPassword: '',
  shop: {
    name: '',
    tagline: '',
    address: '',
    postalCode: '',
    city: '',
    phone: '',
    email: '',
    timeZone: 'Europe/Zurich',
    // A usual week to start from: Monday to Friday 09-19, Saturday 09-17, Sunday closed.
    openingHours: WEEK.map((day) => ({
      day,
      open: day !== 'sunday',
      startTime: day === 'sunday' ? null : '09:00',
      endTime: day === 'sunday' ? null : day === 'saturday' ? '17:00' : '19:00',
    })),
  },
});

/** Every field the server may name in its 400/409 answer, as the form names it. */
export const SERVER_FIELDS = [
  'setupCode',
  'admin.firstName',
  'admin.lastName',
  'admin.email',
  'admin.password',
  'shop.name',
  'shop.tagline',
  'shop.address',
  'shop.postalCode',
  'shop.city',
  'shop.phone',
  'shop.email',
  'shop.timeZone',
  ...WEEK.flatMap((_, i) => [`shop.openingHours.${i}.startTime`, `shop.openingHours.${i}.endTime`] as const),
] as const;

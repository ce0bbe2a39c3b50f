import { setupCode } from '../../src/modules/setup/setup-code';
import type { TestApp } from './test-app';

/**
 * A week of shop hours as the setup form sends it: closed Sunday first and without times (the server puts the
 * days in order and fills them), Monday afternoon only, Saturday until 17:00.
 */
export const SETUP_WEEK = [
  { day: 'sunday', open: false },
  { day: 'monday', open: true, startTime: '14:00', endTime: '19:00' },
  { day: 'tuesday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'wednesday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'thursday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'friday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'saturday', open: true, startTime: '09:00', endTime: '17:00' },
];

/**
 * A valid first-run setup (POST /api/setup) for the app: the code it prints, Anna Meier as the admin (her email as
 * typed, mixed case) and her salon in Lugano. `overrides` replace the code or fields of the admin or the shop.
 */
export function setupBody(t: TestApp, overrides: { admin?: object; shop?: object; setupCode?: string } = {}) {
  return {
    setupCode: overrides.setupCode ?? setupCode(t.ctx.config.jwtSecret),
    admin: {
      firstName: 'Anna',
      lastName: 'Meier',
      email: 'Owner@Example.ch',
      password: 'a-long-password-2026',
      ...overrides.admin,
    },
    shop: {
      name: 'Salone Anna',
      address: 'Via Cattedrale 4',
      postalCode: '6900',
      city: 'Lugano',
      phone: '091 555 44 33',
      email: 'info@salone-anna.ch',
      timeZone: 'Europe/Zurich',
      openingHours: SETUP_WEEK,
      ...overrides.shop,
    },
  };
}

/** The shop's hours as stored and read back: Monday to Friday 09:00-19:00, Saturday until 17:00, Sunday closed. */
export const SHOP_HOURS = [
  { day: 'monday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'tuesday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'wednesday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'thursday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'friday', open: true, startTime: '09:00', endTime: '19:00' },
  { day: 'saturday', open: true, startTime: '09:00', endTime: '17:00' },
  { day: 'sunday', open: false, startTime: null, endTime: null },
] as const;

import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, shouldRedirectToLogin } from '../lib/session-paths';
import { checkAccess } from './access';
import { appRoutes } from './route-table';

/** The public routes of 000 section 2 (issue 15 item 1). */
const SPEC_PUBLIC = [
  '/',
  '/shop',
  '/guest-booking',
  '/booking-confirmation',
  '/marketing-barber-system',
  '/privacy-policy',
  '/unsubscribe',
  '/work-with-us',
];

const sample = (path: string) => path.replace(/:\w+/g, 'x');

describe('public routes', () => {
  it('the 401 rule knows every public route of the spec', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([...SPEC_PUBLIC].sort());
  });

  it.each(SPEC_PUBLIC)('%s is a page of the app and opens without a session', (path) => {
    const route = appRoutes.find((r) => r.path === path);
    expect(route, `${path} is missing from route-table.ts`).toBeDefined();
    expect(route!.access).toBe('public');
    expect(checkAccess(route!.access, null)).toEqual({ kind: 'allow' });
  });

  it.each(appRoutes.filter((route) => route.access === 'public').map((route) => route.path))(
    'a 401 on the public page %s never forces /login',
    (path) => {
      expect(shouldRedirectToLogin(sample(path))).toBe(false);
    },
  );

  it.each(
    appRoutes.filter((route) => route.access !== 'public' && route.access !== 'guest').map((r) => r.path),
  )('a 401 on the private page %s sends the visitor to /login', (path) => {
    expect(shouldRedirectToLogin(sample(path))).toBe(true);
  });
});

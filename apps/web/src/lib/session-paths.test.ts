import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, shouldRedirectToLogin } from './session-paths';

describe('shouldRedirectToLogin (000 section 4: a 401 on a public path never forces /login)', () => {
  // The list itself is checked against the spec's in app/public-routes.test.ts.
  it.each([...PUBLIC_PATHS, '/shop/', '/work-with-us/'])('stays on the public page %s', (path) => {
    expect(shouldRedirectToLogin(path)).toBe(false);
  });

  it.each(['/appuntamento/abc', '/lista-attesa/offerta/abc', '/twint/p1', '/twint-simulator/p1'])(
    'stays on the link page %s (the token is the permission)',
    (path) => {
      expect(shouldRedirectToLogin(path)).toBe(false);
    },
  );

  it.each(['/login', '/register', '/reset-password', '/setup'])('stays on the sign-in page %s', (path) => {
    expect(shouldRedirectToLogin(path)).toBe(false);
  });

  it.each(['/booking', '/profile', '/waiting-list', '/admin', '/barber', '/subscription', '/subscription/usage', '/shopping', '/appuntamento'])(
    'sends the visitor from the private page %s to /login',
    (path) => {
      expect(shouldRedirectToLogin(path)).toBe(true);
    },
  );
});

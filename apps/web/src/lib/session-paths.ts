/** Pages where losing the session must not push the visitor to /login (000 section 4, Session). */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/shop',
  '/guest-booking',
  '/booking-confirmation',
  '/marketing-barber-system',
  '/privacy-policy',
];

/** The sign-in pages themselves: a visitor there is already where a 401 would send them. */
export const AUTH_PAGES: readonly string[] = ['/login', '/register', '/reset-password'];

export const LOGIN_PATH = '/login';

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function shouldRedirectToLogin(pathname: string): boolean {
  const path = normalise(pathname);
  return !PUBLIC_PATHS.includes(path) && !AUTH_PAGES.includes(path);
}

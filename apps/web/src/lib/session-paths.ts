/**
 * The public pages of 000 section 2: they open without a session, and losing the session there never pushes
 * the visitor to /login (000 section 4, Session).
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/shop',
  '/guest-booking',
  '/booking-confirmation',
  '/marketing-barber-system',
  '/privacy-policy',
  '/unsubscribe',
  '/work-with-us',
];

/**
 * Public pages whose permission is a token or a payment reference in the address (manage link, waiting-list
 * offer, last-minute offer, TWINT pages): whoever holds the link may be there, so an ended session does not send
 * them away either.
 */
export const PUBLIC_PREFIXES: readonly string[] = ['/appuntamento/', '/lista-attesa/offerta/', '/ultimo-minuto/', '/twint/', '/twint-simulator/'];

/**
 * Public areas beyond the spec: the page and every address under it (the walk-in queue: /coda, its screen, a
 * customer's place). Someone at the door or a TV in the shop is never sent to /login.
 */
export const PUBLIC_AREAS: readonly string[] = ['/coda'];

/** The sign-in pages themselves (and the first-run setup): a visitor there is already where a 401 would send them. */
export const AUTH_PAGES: readonly string[] = ['/login', '/register', '/reset-password', '/conferma-email', '/setup'];

export const LOGIN_PATH = '/login';

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether a 401 that ended the session on this page must send the visitor to /login. */
export function shouldRedirectToLogin(pathname: string): boolean {
  const path = normalise(pathname);
  if (PUBLIC_PATHS.includes(path) || AUTH_PAGES.includes(path)) return false;
  if (PUBLIC_AREAS.some((area) => path === area || path.startsWith(`${area}/`))) return false;
  return !PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

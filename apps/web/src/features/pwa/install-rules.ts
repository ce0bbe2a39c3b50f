/**
 * When the install card shows (001 section 4 'Install prompt', section 9): 2 s after the browser's install offer
 * unless dismissed in the last 24 h; on iOS Safari, which has no offer, 5 s after the page loaded unless
 * dismissed in the last 3 days; never inside the installed app.
 */
export const INSTALL_DELAY_MS = 2_000;
export const IOS_INSTALL_DELAY_MS = 5_000;
export const DISMISS_SUPPRESS_MS = 24 * 60 * 60 * 1000;
export const IOS_DISMISS_SUPPRESS_MS = 3 * 24 * 60 * 60 * 1000;
export const DISMISSED_AT_KEY = 'pwa-install-dismissed-at';

export interface InstallSituation {
  standalone: boolean;
  ios: boolean;
  /** Date.now() of the browser's install offer, if one came. */
  offerAt: number | null;
  loadedAt: number;
  dismissedAt: number | null;
  now: number;
}

/** Milliseconds from `now` until the card shows, or null when it must not show. */
export function installPromptDelay(s: InstallSituation): number | null {
  if (s.standalone) return null;
  if (s.ios) {
    if (s.dismissedAt !== null && s.now - s.dismissedAt < IOS_DISMISS_SUPPRESS_MS) return null;
    return Math.max(0, s.loadedAt + IOS_INSTALL_DELAY_MS - s.now);
  }
  if (s.offerAt === null) return null;
  if (s.dismissedAt !== null && s.now - s.dismissedAt <= DISMISS_SUPPRESS_MS) return null;
  return Math.max(0, s.offerAt + INSTALL_DELAY_MS - s.now);
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch) in Safari: other iOS browsers cannot install. */
export function isIosSafari(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { platform?: string },
): boolean {
  const ua = nav.userAgent;
  const ios = /iphone|ipad|ipod/i.test(ua) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && /safari/i.test(ua) && !/crios|fxios|edgios|opios|gsa\//i.test(ua);
}

/** Running as the installed app (Android, desktop: display-mode; iOS: navigator.standalone). */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function readDismissedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(DISMISSED_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function storeDismissedAt(now: number) {
  try {
    localStorage.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // storage blocked: the card may come back next visit
  }
}

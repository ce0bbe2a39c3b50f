/**
 * The visitor's cookie consent (001 sections 3 and 4; docs/decisions/0026): necessary, analytics, marketing and
 * preferences, stored in localStorage with a version and the date it was given. Tiny and React-free, so any
 * code can ask before loading something optional:
 *
 *   if (readConsent()?.analytics) loadAnalytics();
 *   const stop = onConsentChange((consent) => { if (consent?.marketing) ... });
 *
 * No consent stored (or one of an older version) reads as null: nothing optional may load.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Raise it when the categories or what they cover change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
/** 001 section 9: the banner appears 2 s after the page loads when no consent is stored. */
export const BANNER_DELAY_MS = 2000;

export type OptionalCategory = 'analytics' | 'marketing' | 'preferences';
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'preferences'];

export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface CookieConsent extends ConsentChoices {
  /** Always true: the cookies the site cannot work without (session, theme, the consent itself). */
  necessary: true;
  version: number;
  /** ISO instant the choice was made. */
  date: string;
}

const CHANGE_EVENT = 'cookie-consent:change';
const OPEN_SETTINGS_EVENT = 'cookie-consent:open-settings';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readConsent(): CookieConsent | null {
  try {
    const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const stored = value as Record<string, unknown>;
    if (stored.version !== CONSENT_VERSION || typeof stored.date !== 'string') return null;
    if (!OPTIONAL_CATEGORIES.every((key) => typeof stored[key] === 'boolean')) return null;
    return {
      necessary: true,
      version: CONSENT_VERSION,
      date: stored.date,
      analytics: stored.analytics as boolean,
      marketing: stored.marketing as boolean,
      preferences: stored.preferences as boolean,
    };
  } catch {
    return null;
  }
}

/** True only when the visitor agreed to that category. */
export function hasConsent(category: OptionalCategory): boolean {
  return readConsent()?.[category] === true;
}

export function saveConsent(choices: ConsentChoices, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    version: CONSENT_VERSION,
    date: now.toISOString(),
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
  };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private mode or a full storage: the choice holds for this page view and is asked again next time.
  }
  notify(consent);
  return consent;
}

/** 'Reimposta i cookie' (the spec's 'Reset cookie'): forget the choice; the banner asks again. */
export function clearConsent(): void {
  try {
    storage()?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  notify(null);
}

export const ALL_ACCEPTED: ConsentChoices = { analytics: true, marketing: true, preferences: true };
export const ESSENTIAL_ONLY: ConsentChoices = { analytics: false, marketing: false, preferences: false };

function notify(consent: CookieConsent | null) {
  window.dispatchEvent(new CustomEvent<CookieConsent | null>(CHANGE_EVENT, { detail: consent }));
}

/**
 * Calls the listener whenever the consent changes, in this tab or another one; answers the unsubscribe.
 * The listener gets the new consent, or null after a reset.
 */
export function onConsentChange(listener: (consent: CookieConsent | null) => void): () => void {
  const local = () => listener(readConsent());
  const otherTab = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener(readConsent());
  };
  window.addEventListener(CHANGE_EVENT, local);
  window.addEventListener('storage', otherTab);
  return () => {
    window.removeEventListener(CHANGE_EVENT, local);
    window.removeEventListener('storage', otherTab);
  };
}

// A request made before the banner's chunk has loaded (it arrives 2 s after start) is kept for it.
let settingsRequested = false;

/** Opens the 'Impostazioni Cookie' dialog from anywhere (e.g. the privacy policy's button). */
export function openCookieSettings(): void {
  settingsRequested = true;
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** For the dialog's owner: subscribes, and calls the listener at once for a request made before it loaded. */
export function onOpenCookieSettings(listener: () => void): () => void {
  const handle = () => {
    settingsRequested = false;
    listener();
  };
  window.addEventListener(OPEN_SETTINGS_EVENT, handle);
  if (settingsRequested) handle();
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, handle);
}

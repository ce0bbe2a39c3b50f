import { describe, expect, it, vi } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  ESSENTIAL_ONLY,
  clearConsent,
  hasConsent,
  onConsentChange,
  onOpenCookieSettings,
  openCookieSettings,
  readConsent,
  saveConsent,
} from './consent-store';

describe('consent store', () => {
  it('reads nothing before a choice: nothing optional may load', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
    expect(hasConsent('preferences')).toBe(false);
  });

  it('stores the choice with its version and date under one local key', () => {
    saveConsent({ analytics: true, marketing: false, preferences: true }, new Date('2026-11-26T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      version: CONSENT_VERSION,
      date: '2026-11-26T10:00:00.000Z',
      analytics: true,
      marketing: false,
      preferences: true,
    });
    expect(readConsent()).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('asks again when the stored consent is of another version or unreadable', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...ALL_ACCEPTED, version: 0, date: 'x' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, date: 'x', analytics: 'yes' }),
    );
    expect(readConsent()).toBeNull();
  });

  it('tells listeners about a choice and a reset, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    saveConsent(ESSENTIAL_ONLY);
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ analytics: false, marketing: false }),
    );
    clearConsent();
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    stop();
    saveConsent(ALL_ACCEPTED);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears a choice made in another tab', () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        ...ALL_ACCEPTED,
        necessary: true,
        version: CONSENT_VERSION,
        date: '2026-11-26T10:00:00.000Z',
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ marketing: true }));
    stop();
  });

  it('keeps a request to open the settings made before the dialog’s owner loaded', () => {
    openCookieSettings();
    const listener = vi.fn();
    const stop = onOpenCookieSettings(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    const late = vi.fn();
    onOpenCookieSettings(late)();
    expect(late).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import {
  DISMISS_SUPPRESS_MS,
  INSTALL_DELAY_MS,
  IOS_DISMISS_SUPPRESS_MS,
  IOS_INSTALL_DELAY_MS,
  installPromptDelay,
  isIosSafari,
  type InstallSituation,
} from './install-rules';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const base: InstallSituation = {
  standalone: false,
  ios: false,
  offerAt: NOW,
  loadedAt: NOW,
  dismissedAt: null,
  now: NOW,
};
const delay = (change: Partial<InstallSituation>) => installPromptDelay({ ...base, ...change });

describe('install prompt timing (001 sections 4 and 9)', () => {
  it('shows 2 s after the browser offer, sooner if the offer came earlier', () => {
    expect(INSTALL_DELAY_MS).toBe(2000);
    expect(delay({})).toBe(2000);
    expect(delay({ now: NOW + 1500 })).toBe(500);
    expect(delay({ now: NOW + 10_000 })).toBe(0);
  });

  it('does not show without an offer outside iOS', () => {
    expect(delay({ offerAt: null })).toBeNull();
  });

  it('stays away for 24 h after a dismissal, and comes back after', () => {
    expect(DISMISS_SUPPRESS_MS).toBe(24 * HOUR);
    expect(delay({ dismissedAt: NOW - HOUR })).toBeNull();
    expect(delay({ dismissedAt: NOW - 24 * HOUR })).toBeNull();
    expect(delay({ dismissedAt: NOW - 24 * HOUR - 1 })).toBe(2000);
  });

  it('on iOS shows 5 s after the load, with no offer, unless dismissed in the last 3 days', () => {
    expect(IOS_INSTALL_DELAY_MS).toBe(5000);
    expect(IOS_DISMISS_SUPPRESS_MS).toBe(72 * HOUR);
    expect(delay({ ios: true, offerAt: null })).toBe(5000);
    expect(delay({ ios: true, offerAt: null, now: NOW + 3000 })).toBe(2000);
    expect(delay({ ios: true, offerAt: null, dismissedAt: NOW - 48 * HOUR })).toBeNull();
    expect(delay({ ios: true, offerAt: null, dismissedAt: NOW - 72 * HOUR - 1 })).toBe(5000);
  });

  it('never shows inside the installed app', () => {
    expect(delay({ standalone: true })).toBeNull();
    expect(delay({ standalone: true, ios: true })).toBeNull();
  });

  it('recognises Safari on iPhone and iPad, not other iOS browsers or Android', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    const chromeIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    expect(isIosSafari({ userAgent: iphone, maxTouchPoints: 5, platform: 'iPhone' })).toBe(true);
    expect(isIosSafari({ userAgent: ipad, maxTouchPoints: 5, platform: 'MacIntel' })).toBe(true);
    expect(isIosSafari({ userAgent: ipad, maxTouchPoints: 0, platform: 'MacIntel' })).toBe(false);
    expect(isIosSafari({ userAgent: chromeIos, maxTouchPoints: 5, platform: 'iPhone' })).toBe(false);
    expect(isIosSafari({ userAgent: android, maxTouchPoints: 5, platform: 'Linux armv8l' })).toBe(false);
  });
});

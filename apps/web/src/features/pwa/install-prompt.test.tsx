import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pwa } from '../../i18n/pwa';
import { ESSENTIAL_ONLY, saveConsent } from '../cookie-consent/consent-store';
import { captureInstallEvents, resetInstallStateForTest } from './install-event';
import { InstallPrompt } from './install-prompt';
import { DISMISSED_AT_KEY } from './install-rules';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The browser's install offer as Chromium sends it, with the person's answer to its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

const card = () => screen.queryByRole('region', { name: pwa.install.title });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function standalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('standalone'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('InstallPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    captureInstallEvents();
    resetInstallStateForTest();
    standalone(false);
    // A returning visitor: the cookie choice is made (the first visit's order is tested below).
    saveConsent(ESSENTIAL_ONLY);
  });

  it('shows 2 s after the browser offer and keeps the browser mini-bar away', () => {
    render(<InstallPrompt />);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    advance(1999);
    expect(card()).toBeNull();
    advance(1);
    expect(card()).not.toBeNull();
  });

  it('on a first visit waits for the cookie choice, then 2 s more', () => {
    localStorage.clear();
    render(<InstallPrompt />);
    offerInstall();
    advance(30_000);
    expect(card()).toBeNull();
    act(() => void saveConsent(ESSENTIAL_ONLY));
    advance(1999);
    expect(card()).toBeNull();
    advance(1);
    expect(card()).not.toBeNull();
  });

  it('shows nothing without an offer on a browser other than iOS Safari', () => {
    render(<InstallPrompt />);
    advance(60_000);
    expect(card()).toBeNull();
  });

  it('accepting opens the browser dialog and hides the card without storing a dismissal', async () => {
    render(<InstallPrompt />);
    const { prompt } = offerInstall('accepted');
    advance(2000);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: pwa.install.accept })));
    expect(prompt).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
    expect(localStorage.getItem(DISMISSED_AT_KEY)).toBeNull();
  });

  it('refusing in the browser dialog stores the time', async () => {
    render(<InstallPrompt />);
    offerInstall('dismissed');
    advance(2000);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: pwa.install.accept })));
    expect(card()).toBeNull();
    expect(localStorage.getItem(DISMISSED_AT_KEY)).toBe(String(NOW + 2000));
  });

  it("'Non ora' and the close button store the time", () => {
    const { unmount } = render(<InstallPrompt />);
    offerInstall();
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: pwa.install.refuse }));
    expect(card()).toBeNull();
    expect(localStorage.getItem(DISMISSED_AT_KEY)).toBe(String(NOW + 2000));
    unmount();

    localStorage.removeItem(DISMISSED_AT_KEY);
    render(<InstallPrompt />);
    offerInstall();
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: pwa.install.close }));
    expect(card()).toBeNull();
    expect(localStorage.getItem(DISMISSED_AT_KEY)).toBe(String(NOW + 4000));
  });

  it('stays away for 24 h after a dismissal and comes back after', () => {
    localStorage.setItem(DISMISSED_AT_KEY, String(NOW - 23 * HOUR));
    const { unmount } = render(<InstallPrompt />);
    offerInstall();
    advance(10_000);
    expect(card()).toBeNull();
    unmount();

    localStorage.setItem(DISMISSED_AT_KEY, String(NOW - 25 * HOUR));
    render(<InstallPrompt />);
    offerInstall();
    advance(2000);
    expect(card()).not.toBeNull();
  });

  it('is hidden inside the installed app and once the app is installed', () => {
    standalone(true);
    const { unmount } = render(<InstallPrompt />);
    offerInstall();
    advance(10_000);
    expect(card()).toBeNull();
    unmount();

    standalone(false);
    render(<InstallPrompt />);
    offerInstall();
    advance(2000);
    expect(card()).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(card()).toBeNull();
  });

  describe('on iOS Safari', () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    });

    it("shows the 'Condividi' steps 5 s after the load, with no browser offer", () => {
      render(<InstallPrompt />);
      advance(4999);
      expect(screen.queryByRole('region', { name: pwa.install.iosTitle })).toBeNull();
      advance(1);
      const ios = screen.getByRole('region', { name: pwa.install.iosTitle });
      expect(ios.textContent).toContain(pwa.install.iosSteps);
      expect(ios.textContent).toContain('Aggiungi alla schermata Home');
      expect(screen.queryByRole('button', { name: pwa.install.accept })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: pwa.install.iosDone }));
      expect(localStorage.getItem(DISMISSED_AT_KEY)).toBe(String(NOW + 5000));
    });

    it('stays away for 3 days after a dismissal', () => {
      localStorage.setItem(DISMISSED_AT_KEY, String(NOW - 71 * HOUR));
      const { unmount } = render(<InstallPrompt />);
      advance(10_000);
      expect(screen.queryByRole('region', { name: pwa.install.iosTitle })).toBeNull();
      unmount();

      localStorage.setItem(DISMISSED_AT_KEY, String(NOW - 73 * HOUR));
      render(<InstallPrompt />);
      advance(5000);
      expect(screen.getByRole('region', { name: pwa.install.iosTitle })).not.toBeNull();
    });
  });
});

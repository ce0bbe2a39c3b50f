import { takeEarlyInstallOffer } from './early-install-offer';

/**
 * The browser's install offer (beforeinstallprompt, Chromium on Android and desktop) and the app's installation,
 * for the install card. An offer that came before this chunk loaded was kept by pwa-mount.tsx.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The pending offer and Date.now() when it arrived (the card shows 2 s after it). */
  captured: { event: BeforeInstallPromptEvent; at: number } | null;
  /** The app was installed during this visit. */
  installed: boolean;
  /** Date.now() when the page finished loading (the iOS card's 5 s run from it). */
  loadedAt: number;
}

let state: InstallState = { captured: null, installed: false, loadedAt: Date.now() };
let listening = false;
const listeners = new Set<() => void>();
const update = (change: Partial<InstallState>) => {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
};

/** Date.now() of the page's load event (this chunk loads after it), or now where the browser does not say. */
function pageLoadedAt(): number {
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventEnd > 0
    ? Math.round(performance.timeOrigin + navigation.loadEventEnd)
    : Date.now();
}

export function captureInstallEvents() {
  if (listening) return;
  listening = true;
  const early = takeEarlyInstallOffer();
  update({
    loadedAt: pageLoadedAt(),
    ...(early ? { captured: { event: early.event as BeforeInstallPromptEvent, at: early.at } } : {}),
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ captured: { event: event as BeforeInstallPromptEvent, at: Date.now() } });
  });
  window.addEventListener('appinstalled', () => update({ installed: true, captured: null }));
}

export const installState = (): InstallState => state;

/** An offer is used once: prompt() cannot be called twice on the same event. */
export const consumeInstallEvent = () => update({ captured: null });

export function subscribeInstallEvents(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tests start from a fresh page. */
export const resetInstallStateForTest = () =>
  update({ captured: null, installed: false, loadedAt: Date.now() });

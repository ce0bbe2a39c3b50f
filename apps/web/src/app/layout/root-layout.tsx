import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
// Installable app (ADR 0023): tiny here, its prompts and service worker load after the page.
import { PwaMount } from '../../features/pwa/pwa-mount';
// Cookie consent (ADR 0026): tiny here, the banner and its settings load 2 s after start.
import { CookieConsentMount } from '../../features/cookie-consent/cookie-consent-mount';
// The 'Assistente Virtuale' (issue 16): its button a moment after the page loads, the panel when opened.
import { DeferredChatbotLauncher } from '../../features/chatbot/deferred-chatbot-launcher';
import { RouteProgress } from './route-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Pages shown on a screen nobody touches (the shop's TV with the walk-in queue, ADR 0063): the page alone, with no
 * bar, assistant, install or cookie prompts to cover it or wait for a tap.
 */
export const SCREEN_PATHS: readonly string[] = ['/coda/schermo'];

export function RootLayout() {
  const { pathname } = useLocation();
  if (SCREEN_PATHS.includes(pathname)) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh flex-col outline-none">
        <Outlet />
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      <RouteProgress />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh flex-col pt-16 outline-none">
        <Outlet />
      </main>
      <OfflineBanner />
      <PwaMount />
      <CookieConsentMount />
      <DeferredChatbotLauncher />
      <ScrollRestoration />
    </>
  );
}

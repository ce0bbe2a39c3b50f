import { Outlet, ScrollRestoration } from 'react-router';
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

export function RootLayout() {
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

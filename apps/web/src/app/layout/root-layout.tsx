import { Outlet, ScrollRestoration } from 'react-router';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
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
      <ScrollRestoration />
    </>
  );
}

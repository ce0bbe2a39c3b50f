import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildRoutes } from '../app/router';
import { AppProviders } from '../app/app';
import { createQueryClient } from '../lib/query-client';

/**
 * The public pages a visitor opens first without a session (000 section 2), with when the app's code starts: a
 * page to read starts it after its first paint (its text and images first on a slow network); a form, which only
 * works with the app, starts it at once. The build writes each as dist/first-paint/<path>.html ('/' as home.html),
 * the names apps/server/src/infra/app.ts (firstPaintPages) reads back.
 */
export const FIRST_PAINT_PAGES: Readonly<Record<string, 'after-paint' | 'at-once'>> = {
  '/': 'after-paint',
  '/guest-booking': 'after-paint',
  '/shop': 'after-paint',
  '/marketing-barber-system': 'after-paint',
  '/privacy-policy': 'after-paint',
  '/work-with-us': 'after-paint',
  '/login': 'at-once',
  '/register': 'at-once',
};

/**
 * The markup a public page shows before its data arrives, drawn at build time by the page's own components in
 * the app's own providers (the tree of main.tsx with a static router), for a visitor without a session (there is
 * no storage here, so the session provider starts anonymous). Queries stay pending on the server, so lists show
 * their loading state exactly as the browser's first render does, and the browser adopts this markup (hydration).
 */
export async function renderFirstPaint(path: string): Promise<string> {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} navigate={() => undefined}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

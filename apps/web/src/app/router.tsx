import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { it } from '../i18n/it';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './not-found-route';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { appRoutes, type AppRoute } from './route-table';

/** Turns the route table into react-router routes: each page behind its guard, its code loaded lazily. */
export function buildRoutes(table: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageSpinner label={it.app.pageLoading} />,
      children: [
        ...table.map((route): RouteObject => ({
          path: route.path,
          element: <RouteGuard access={route.access} denied={route.denied} />,
          children: [
            {
              // A page with addresses of its own below it ('/admin/*') is drawn for each of them too.
              ...(route.path.endsWith('/*') ? { path: '*' } : { index: true }),
              lazy: () => route.page().then((module) => ({ Component: module.default })),
            },
          ],
        })),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

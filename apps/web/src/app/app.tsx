import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useAuth } from '../lib/auth-context';
import { it } from '../i18n/it';
import { AppToaster } from './app-toaster';
import { AuthProvider, type Navigate } from './auth-provider';
import type { AppRouter } from './router';

/** While the session is being restored a spinner replaces the routes (000 section 2). */
function Routes({ router }: { router: AppRouter }) {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner label={it.app.loading} />;
  return <RouterProvider router={router} />;
}

/**
 * Everything around the routes. The build draws the public pages' first paint inside the same providers
 * (prerender/first-paint.tsx), so the browser can adopt that markup as its own (ADR 0029).
 */
export function AppProviders({
  queryClient,
  navigate,
  children,
}: {
  queryClient: QueryClient;
  navigate: Navigate;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate}>
        <AppToaster />
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function App({
  router,
  queryClient,
  onFirstCommit,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  /** Called once the app is on screen (for a drawn page: once React has adopted it, main.tsx). */
  onFirstCommit?: () => void;
}) {
  const navigate = useCallback<Navigate>((to, options) => void router.navigate(to, options), [router]);
  const firstCommit = useRef(onFirstCommit);
  useEffect(() => firstCommit.current?.(), []);
  return (
    <AppProviders queryClient={queryClient} navigate={navigate}>
      <Routes router={router} />
    </AppProviders>
  );
}

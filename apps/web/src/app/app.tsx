import { useCallback } from 'react';
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

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const navigate = useCallback<Navigate>((to, options) => void router.navigate(to, options), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate}>
        <AppToaster />
        <Routes router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

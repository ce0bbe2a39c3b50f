import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import type { User } from '@barber/shared/schemas/auth';
import { callApi } from '../lib/api-call';
import { ApiError, endSession, onSessionEvent, refreshAccessToken } from '../lib/api-client';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../lib/auth-context';
import { getToken, setToken } from '../lib/session-token';
import { LOGIN_PATH } from '../lib/session-paths';
import { useIdleTimer } from '../lib/use-idle-timer';
import { useAccountLanguage } from './account-language';
import { it } from '../i18n/it';

/** 000 section 9: refresh every 14 minutes (tokens live 15), log out after 30 minutes without activity. */
export const TOKEN_REFRESH_MS = 14 * 60_000;
export const INACTIVITY_LOGOUT_MS = 30 * 60_000;

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

interface AuthState {
  status: AuthStatus;
  user: User | null;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Owns the session: restores it on load (/auth/me), keeps the token fresh, ends it on logout, inactivity or
 * a refused refresh. It sits above the router (the session check runs while the first page's code loads),
 * so it navigates through the function it is given.
 */
export function AuthProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => ({
    status: getToken() ? 'loading' : 'anonymous',
    user: null,
  }));
  const userRef = useRef<User | null>(null);
  useEffect(() => {
    userRef.current = state.user;
  }, [state.user]);

  // Restore the session once; /auth/me goes through the client's refresh-and-retry.
  const restoring = useRef(state.status === 'loading');
  useEffect(() => {
    if (!restoring.current) return;
    const controller = new AbortController();
    callApi('currentUser', {}, { signal: controller.signal })
      // The spec's /auth/me answers the user itself.
      .then((user) => setState({ status: 'authenticated', user }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'anonymous', user: null });
        // A 401 already ended the session; anything else (offline, server down) keeps the token for next time.
        if (!(error instanceof ApiError && error.status === 401)) toast.error(it.session.checkFailed);
      });
    return () => controller.abort();
  }, []);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refreshed') {
          setState({ status: 'authenticated', user: event.user });
          return;
        }
        const hadUser = userRef.current !== null;
        userRef.current = null;
        setState({ status: 'anonymous', user: null });
        queryClient.clear();
        if (event.reason === 'logout') toast.success(it.session.loggedOut);
        else if (event.reason === 'inactivity') toast.info(it.session.inactivityLogout);
        else if (hadUser) toast.error(it.session.expired);
        if (event.redirectToLogin) {
          const from = event.reason === 'expired' ? currentPath() : undefined;
          navigate(LOGIN_PATH, { replace: event.reason === 'expired', state: from ? { from } : undefined });
        }
      }),
    [navigate, queryClient],
  );

  const authenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    const timer = setInterval(() => void refreshAccessToken(), TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [authenticated]);

  const signIn = useCallback((token: string, user: User) => {
    setToken(token);
    setState({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(async (reason: 'user' | 'inactivity' = 'user') => {
    try {
      await callApi('logout', {});
    } catch {
      // The server may be unreachable or the session already gone: the local session ends anyway.
    }
    endSession(reason === 'inactivity' ? 'inactivity' : 'logout', true);
  }, []);

  useIdleTimer(authenticated, INACTIVITY_LOGOUT_MS, () => void signOut('inactivity'));
  useAccountLanguage(state.user);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, signIn, signOut }),
    [state, signIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

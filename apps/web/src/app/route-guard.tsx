import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { LOGIN_PATH } from '../lib/session-paths';
import { checkAccess, postLoginTarget, type Access } from './access';
import { UnauthorisedPage } from './unauthorised-page';

export type LoginRedirectState = { from?: string };

/**
 * Renders its page only when the access rule allows it. Without a session a protected page sends the visitor
 * to /login, remembering where they were going; a wrong role goes to /; a logged-in user on /login or
 * /register goes to the remembered page or the home of their role.
 */
export function RouteGuard({
  access,
  denied = 'redirect',
  children,
}: {
  access: Access;
  /** 'unauthorised': a logged-in user with the wrong role sees why instead of being sent home. */
  denied?: 'redirect' | 'unauthorised';
  children?: ReactNode;
}) {
  const { user } = useAuth();
  const location = useLocation();
  const decision = checkAccess(access, user);

  if (decision.kind === 'allow') return children ?? <Outlet />;
  if (decision.kind === 'login') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (access === 'guest' && user) {
    const from = (location.state as LoginRedirectState | null)?.from;
    return <Navigate to={postLoginTarget(user, from)} replace />;
  }
  if (denied === 'unauthorised' && user) return <UnauthorisedPage access={access} />;
  return <Navigate to={decision.to} replace />;
}

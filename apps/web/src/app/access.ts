import { matchPath } from 'react-router';
import type { User } from '@barber/shared/schemas/auth';
import { LOGIN_PATH } from '../lib/session-paths';
import { homeForRole } from '@barber/shared/domain/roles';
import { appRoutes, type Access, type AppRoute } from './route-table';

// The access rules are named where the routes use them (route-table.ts), so the table needs nothing from here.
export type { Access };

export type AccessDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'redirect'; to: string };

export function checkAccess(access: Access, user: User | null): AccessDecision {
  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'guest':
      return user ? { kind: 'redirect', to: homeForRole(user.role) } : { kind: 'allow' };
    case 'user':
      return user ? { kind: 'allow' } : { kind: 'login' };
    case 'admin':
      if (!user) return { kind: 'login' };
      return user.role === 'admin' ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
    case 'barber':
      if (!user) return { kind: 'login' };
      return user.role === 'barber' || user.role === 'admin'
        ? { kind: 'allow' }
        : { kind: 'redirect', to: '/' };
  }
}

function findRoute(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * Where a user lands after login: back to the guarded page that sent them to /login when it is a known page
 * they may see (never an outside address or an unknown path), otherwise the home of their role.
 */
export function postLoginTarget(user: User, from: unknown, routes: readonly AppRoute[] = appRoutes): string {
  const fallback = homeForRole(user.role);
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(from, 'http://app.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://app.invalid' || url.pathname === LOGIN_PATH) return fallback;
  const route = findRoute(url.pathname, routes);
  if (!route || route.access === 'guest' || checkAccess(route.access, user).kind !== 'allow') return fallback;
  return `${url.pathname}${url.search}`;
}

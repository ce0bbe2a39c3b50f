import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { Role } from '@barber/shared/schemas/auth';
import { makeAuth, makeUser, renderRoutes } from '../test-utils';
import type { Access } from './access';
import { RouteGuard } from './route-guard';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p data-testid="where">{`${location.pathname}${from ? ` from ${from}` : ''}`}</p>;
}

const guarded = (path: string, access: Access, page = <p>{`page ${path}`}</p>): RouteObject => ({
  path,
  element: <RouteGuard access={access} />,
  children: [{ index: true, element: page }],
});

const routes: RouteObject[] = [
  {
    path: '/admin-panel',
    element: <RouteGuard access="admin" denied="unauthorised" />,
    children: [{ index: true, element: <p>page /admin-panel</p> }],
  },
  guarded('/booking', 'user'),
  guarded('/admin', 'admin'),
  guarded('/barber', 'barber'),
  guarded('/login', 'guest', <Where />),
  { path: '*', element: <Where /> },
];

const session = (role: Role | null) => makeAuth(role ? makeUser({ role }) : null);

describe('RouteGuard', () => {
  it.each([
    ['/booking', 'client', 'page /booking'],
    ['/admin', 'admin', 'page /admin'],
    ['/barber', 'barber', 'page /barber'],
    ['/barber', 'admin', 'page /barber'],
  ] as const)('shows %s to a %s', async (path, role, text) => {
    renderRoutes(routes, { path, auth: session(role) });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it.each([
    ['/admin', 'client'],
    ['/admin', 'barber'],
    ['/barber', 'client'],
  ] as const)('sends a %s visit by a %s to /', async (path, role) => {
    renderRoutes(routes, { path, auth: session(role) });
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it.each(['/booking', '/admin', '/barber'])(
    'sends a visitor without session from %s to /login',
    async (path) => {
      renderRoutes(routes, { path: `${path}?x=1`, auth: session(null) });
      expect((await screen.findByTestId('where')).textContent).toBe(`/login from ${path}?x=1`);
    },
  );

  it.each([
    ['admin', '/admin'],
    ['barber', '/barber'],
    ['client', '/'],
  ] as const)('sends a logged-in %s away from /login to %s', async (role, home) => {
    renderRoutes(routes, { path: '/login', auth: session(role) });
    if (home === '/admin' || home === '/barber') expect(await screen.findByText(`page ${home}`)).toBeTruthy();
    else expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it.each(['client', 'barber'] as const)(
    "shows 'Accesso non autorizzato' to a %s on a page that explains refusals",
    async (role) => {
      renderRoutes(routes, { path: '/admin-panel', auth: session(role) });
      expect(await screen.findByRole('heading', { name: 'Accesso non autorizzato' })).toBeTruthy();
      expect(screen.getByText('Devi essere un amministratore per accedere a questa pagina.')).toBeTruthy();
      expect(screen.queryByText('page /admin-panel')).toBeNull();
    },
  );

  it('still sends a visitor without session from such a page to /login, and lets the admin in', async () => {
    const visitor = renderRoutes(routes, { path: '/admin-panel', auth: session(null) });
    expect((await screen.findByTestId('where')).textContent).toBe('/login from /admin-panel');
    visitor.unmount();
    renderRoutes(routes, { path: '/admin-panel', auth: session('admin') });
    expect(await screen.findByText('page /admin-panel')).toBeTruthy();
  });
});

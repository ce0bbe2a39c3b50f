import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { setToken } from '../lib/session-token';
import { jsonResponse, makeUser, shopInfo } from '../test-utils';
import { App } from './app';
import { buildRoutes } from './router';

function renderApp(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/me') return jsonResponse(200, makeUser({ role: 'client' }));
      if (url === '/api/shop') return jsonResponse(200, { success: true, data: shopInfo });
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<App router={router} queryClient={new QueryClient()} />);
  return router;
}

describe('App routes', () => {
  it('sends a visitor on an unknown path to the login page', async () => {
    const router = renderApp('/qualcosa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a logged-in user a 404 page with a link home', async () => {
    setToken('tok');
    renderApp('/qualcosa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it("draws a page with addresses below it ('/admin/*') at each of them, and only such a page", async () => {
    setToken('tok');
    const page = (name: string) => async () => ({ default: () => <h1>{name}</h1> });
    const table = [
      { path: '/sezioni/*', access: 'public' as const, page: page('Sezioni') },
      { path: '/pagina', access: 'public' as const, page: page('Pagina') },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/shop'
          ? jsonResponse(200, { success: true, data: shopInfo })
          : jsonResponse(200, makeUser({ role: 'client' })),
      ),
    );
    const router = createMemoryRouter(buildRoutes(table), { initialEntries: ['/sezioni/team/barbers'] });
    render(<App router={router} queryClient={new QueryClient()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sezioni' })).toBeTruthy();
    await router.navigate('/sezioni');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sezioni' })).toBeTruthy();
    await router.navigate('/pagina/altro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });

  it('has a skip link to the main landmark', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Accedi' });
    expect(screen.getByRole('link', { name: 'Vai al contenuto principale' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});

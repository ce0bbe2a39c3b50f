import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { setToken } from '../lib/session-token';
import { stubApi } from '../test-api';
import { makeUser, shopAnswer } from '../test-utils';
import { App } from './app';
import { buildRoutes } from './router';

function renderApp(path: string) {
  stubApi({ currentUser: makeUser({ role: 'client' }), shopState: shopAnswer });
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
    stubApi({ currentUser: makeUser({ role: 'client' }), shopState: shopAnswer });
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

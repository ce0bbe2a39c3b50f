import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, makeAuth, makeUser, renderRoutes } from '../../test-utils';
import AdminPage from './admin-page';

// Each tab is a lazy module: its first import in a test run is transformed on the spot.
const LAZY = { timeout: 10_000 };

function stubEmptyApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/shop'))
        return jsonResponse(503, { success: false, code: 'UNAVAILABLE', message: 'x' });
      return jsonResponse(200, { success: true, data: [] });
    }),
  );
}

const admin = makeAuth(makeUser({ role: 'admin', firstName: 'Alessandro' }));

describe('AdminPage', () => {
  it('shows the eight tabs in the spec order, the calendar first, and no tab of features still to come', async () => {
    stubEmptyApi();
    renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path: '/admin', auth: admin });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Appuntamenti',
      'Servizi',
      'Barbieri',
      'Utenti',
      'Assenze',
      'Prodotti',
      'Ordini',
      'Pagamenti Twint',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Calendario Appuntamenti' }, LAZY),
    ).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
  });

  it('opens the tab named in the URL and moves between tabs with the arrow keys', async () => {
    stubEmptyApi();
    const { router } = renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
      path: '/admin?tab=users',
      auth: admin,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gestione Utenti' }, LAZY)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Utenti' }), { key: 'ArrowRight' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gestione Assenze Temporanee' }, LAZY),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=absences');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Assenze' }));
  });
});

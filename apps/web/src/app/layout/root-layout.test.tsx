import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { stubApi } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { RootLayout } from './root-layout';

const renderAt = (path: string) => {
  // The bar's brand waits for /api/shop; these tests are about what the layout puts around the page.
  stubApi({ shopState: () => new Promise(() => {}) });
  renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'coda/schermo', element: <h1>Coda sullo schermo</h1> },
          { path: 'coda', element: <h1>Coda</h1> },
        ],
      },
    ],
    { path },
  );
};

describe('RootLayout', () => {
  it("shows the shop's TV page alone: no navigation bar around the walk-in queue", async () => {
    renderAt('/coda/schermo');
    expect(await screen.findByRole('heading', { name: 'Coda sullo schermo' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: /contenuto principale/i })).toBeNull();
  });

  it('keeps the navigation bar on the pages people use, /coda included', async () => {
    renderAt('/coda');
    expect(await screen.findByRole('heading', { name: 'Coda' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
  });
});

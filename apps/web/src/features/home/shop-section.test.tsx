import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { stubApi } from '../../test-api';
import { renderRoutes, shopAnswer } from '../../test-utils';
import { ShopSection } from './shop-section';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: the test says how much of the section is visible. */
function observe() {
  let callback: Callback = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  return (ratio: number) => act(() => callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
}

function renderSection() {
  stubApi({
    shopState: shopAnswer,
    products: { success: true, data: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } },
    productCategories: { success: true, data: [], labels: {} },
  });
  renderRoutes([{ path: '/', element: <ShopSection /> }]);
}

const scroll = () => act(() => window.dispatchEvent(new Event('scroll')));

describe('the homepage shop section', () => {
  it(
    "shows 'Caricamento Shop...' and mounts the shop (without its hero) only once over 30% visible and the scroll is idle for 1 s",
    { timeout: 20_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
      const visible = observe();
      renderSection();
      expect(screen.getByText('Caricamento Shop...')).toBeTruthy();

      visible(0.3);
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('searchbox')).toBeNull();

      scroll();
      visible(0.5);
      // Still scrolling: nothing until the page has been still for 1000 ms, then 100 ms more.
      act(() => vi.advanceTimersByTime(600));
      scroll();
      act(() => vi.advanceTimersByTime(999));
      expect(screen.getByText('Caricamento Shop...')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1 + 100));
      vi.useRealTimers();
      expect(await screen.findByPlaceholderText('Cerca prodotti...', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Shop' })).toBeTruthy();
    },
  );

  it('never mounts while the section is out of view', () => {
    vi.useFakeTimers();
    const visible = observe();
    renderSection();
    visible(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Caricamento Shop...')).toBeTruthy();
  });
});

import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollTabList, type TabItem } from './scroll-tab-list';

type Key = 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
const tabs: TabItem<Key>[] = (['a', 'b', 'c', 'd', 'e', 'f'] as const).map((id) => ({ id, label: `Scheda ${id}` }));

function Tabs() {
  const [selected, setSelected] = useState<Key>('a');
  return <ScrollTabList label="Sezioni" idPrefix="t" tabs={tabs} selected={selected} onSelect={setSelected} />;
}

/** jsdom lays nothing out: the strip is given a phone's 390 px and 800 px of tabs. */
function layOut(strip: HTMLElement, scrollLeft: number) {
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 800 });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 390 });
  Object.defineProperty(strip, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(strip);
}

const stripOf = () => screen.getByRole('tablist').parentElement as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('ScrollTabList', () => {
  it('shows a faded edge with a button where tabs are out of sight, and scrolls that way on a tap', () => {
    render(<Tabs />);
    // Everything fits (jsdom's zero widths): no affordance at all.
    expect(screen.queryByRole('button', { name: 'Mostra le schede successive' })).toBeNull();

    const strip = stripOf();
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy;
    layOut(strip, 0);
    expect(screen.queryByRole('button', { name: 'Mostra le schede precedenti' })).toBeNull();
    const forward = screen.getByRole('button', { name: 'Mostra le schede successive' });
    // Pointer-only: the arrow keys already move between tabs, so the button stays out of the tab order.
    expect(forward.tabIndex).toBe(-1);
    fireEvent.click(forward);
    expect(scrollBy).toHaveBeenCalledWith({ left: 390 * 0.7, behavior: 'smooth' });

    layOut(strip, 200);
    expect(screen.getByRole('button', { name: 'Mostra le schede precedenti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostra le schede successive' })).toBeTruthy();

    layOut(strip, 410);
    expect(screen.getByRole('button', { name: 'Mostra le schede precedenti' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mostra le schede successive' })).toBeNull();
  });

  it('scrolls the selected tab into view when it changes', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Tabs />);
    const last = screen.getByRole('tab', { name: 'Scheda f' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Scheda a' }), { key: 'End' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(last);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'center' });
  });
});

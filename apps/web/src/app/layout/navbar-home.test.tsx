import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { stubApi } from '../../test-api';
import { makeAuth, renderRoutes } from '../../test-utils';
import { Navbar } from './navbar';

function renderAt(path: string) {
  // The shop's details never come: the bar shows without them.
  stubApi({ shopState: () => new Promise(() => {}) });
  renderRoutes([{ path: '*', element: <Navbar /> }], { path, auth: makeAuth(null) });
}

const header = () => screen.getByRole('banner');
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Navbar on the homepage (001: transparent, solid after 20 px, hidden scrolling down past 50 px)', () => {
  it('is transparent at the top, with the dark palette over the hero', () => {
    scrollTo(0);
    renderAt('/');
    expect(header().getAttribute('data-nav-state')).toBe('transparent');
    expect(header().getAttribute('data-theme')).toBe('dark');
    expect(header().className).toContain('bg-transparent');
  });

  it('turns solid after 20 px and hides when scrolling down past 50 px; scrolling up shows it', () => {
    scrollTo(0);
    renderAt('/');
    scrollTo(20);
    expect(header().getAttribute('data-nav-state')).toBe('transparent');
    scrollTo(21);
    expect(header().getAttribute('data-nav-state')).toBe('solid');
    expect(header().getAttribute('data-theme')).toBeNull();
    scrollTo(50);
    expect(header().getAttribute('data-nav-state')).toBe('solid');
    scrollTo(51);
    expect(header().getAttribute('data-nav-state')).toBe('hidden');
    expect(header().className).toContain('-translate-y-full');
    scrollTo(400);
    expect(header().getAttribute('data-nav-state')).toBe('hidden');
    scrollTo(380);
    expect(header().getAttribute('data-nav-state')).toBe('solid');
    scrollTo(10);
    expect(header().getAttribute('data-nav-state')).toBe('transparent');
  });

  it('stays visible and solid while the mobile menu is open', () => {
    scrollTo(0);
    renderAt('/');
    scrollTo(100);
    scrollTo(200);
    expect(header().getAttribute('data-nav-state')).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
    expect(header().getAttribute('data-nav-state')).toBe('solid');
  });

  it('other pages keep the plain solid bar', () => {
    scrollTo(0);
    renderAt('/shop');
    expect(header().getAttribute('data-nav-state')).toBeNull();
    expect(header().getAttribute('data-theme')).toBeNull();
    scrollTo(300);
    expect(header().className).not.toContain('-translate-y-full');
    expect(header().className).toContain('bg-bg');
  });
});

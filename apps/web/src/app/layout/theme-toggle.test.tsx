import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { initTheme, THEME_KEY } from '../../lib/theme';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('starts dark, switches to light and back, persisting the choice', () => {
    expect(initTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Attiva il tema chiaro' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');

    fireEvent.click(screen.getByRole('button', { name: 'Attiva il tema scuro' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('applies the stored theme before the first render', () => {
    localStorage.setItem(THEME_KEY, 'light');
    expect(initTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Attiva il tema scuro' })).toBeTruthy();
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(initTheme()).toBe('dark');
  });
});

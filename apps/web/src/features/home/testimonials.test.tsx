import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Testimonials, TESTIMONIAL_INTERVAL_MS } from './testimonials';
import { reduceMotion } from '../../test-utils';

const carousel = () => screen.getByRole('region', { name: 'Recensioni dei clienti' });
const slide = () => within(carousel()).getByRole('group');
const current = () =>
  screen
    .getAllByRole('button', { name: /^Vai alla recensione/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

describe('Testimonials', () => {
  it('shows six reviews and moves on every 5 s, wrapping from the last to the first', () => {
    reduceMotion(false);
    vi.useFakeTimers();
    render(<Testimonials />);
    expect(screen.getAllByRole('button', { name: /^Vai alla recensione/ })).toHaveLength(6);
    expect(slide().getAttribute('aria-label')).toBe('1 di 6');
    expect(slide().textContent).toContain('Marco R.');

    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    expect(slide().textContent).toContain('Luca B.');
    act(() => vi.advanceTimersByTime(4 * TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe(6);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe(1);
    // While it moves by itself, screen readers are not interrupted.
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('off');
  });

  it('arrows and dots move it by hand, wrapping both ways', () => {
    reduceMotion(false);
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Recensione precedente' }));
    expect(current()).toBe(6);
    expect(slide().textContent).toContain('Davide P.');
    fireEvent.click(screen.getByRole('button', { name: 'Recensione successiva' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla recensione 4' }));
    expect(slide().getAttribute('aria-label')).toBe('4 di 6');
    expect(slide().textContent).toContain('Andrea C.');
  });

  it('stands still for visitors who prefer reduced motion, and announces the changes', () => {
    reduceMotion(true);
    vi.useFakeTimers();
    render(<Testimonials />);
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Ferma lo scorrimento' })).toBeNull();
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('the pause button and the pointer over it stop the rotation', () => {
    reduceMotion(false);
    vi.useFakeTimers();
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Ferma lo scorrimento' }));
    act(() => vi.advanceTimersByTime(2 * TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Avvia lo scorrimento' }));
    fireEvent.pointerEnter(carousel());
    act(() => vi.advanceTimersByTime(2 * TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe(1);
    fireEvent.pointerLeave(carousel());
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe(2);
  });
});

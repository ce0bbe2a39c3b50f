import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroMedia } from './hero-media';
import { reduceMotion } from '../../test-utils';

const state = (container: HTMLElement) =>
  container.querySelector('[data-video-state]')?.getAttribute('data-video-state');

describe('HeroMedia (001 section 4, Hero video)', () => {
  it('paints the poster first and starts the looping muted video only after the page has loaded', () => {
    reduceMotion(false);
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { container } = render(<HeroMedia />);
    const poster = container.querySelector('img')!;
    expect(poster.getAttribute('fetchpriority')).toBe('high');
    expect(poster.getAttribute('src')).toBe('/media/hero-poster.webp');
    expect(poster.getAttribute('width')).toBe('1280');
    expect(container.querySelector('video')).toBeNull();

    act(() => vi.advanceTimersByTime(200));
    const video = container.querySelector('video')!;
    expect(video.loop && video.muted && video.autoplay).toBe(true);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/hero.webm',
      '/media/hero.mp4',
    ]);
    // The loading overlay until the video plays.
    expect(screen.getByTestId('hero-video-loading')).toBeTruthy();
    expect(state(container)).toBe('loading');

    fireEvent.playing(video);
    expect(screen.queryByTestId('hero-video-loading')).toBeNull();
    expect(video.className).toContain('opacity-100');
    expect(screen.getByRole('button', { name: 'Metti in pausa il video' })).toBeTruthy();
  });

  it('falls back to the image when the video fails', () => {
    reduceMotion(false);
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { container } = render(<HeroMedia />);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.error(container.querySelectorAll('source')[1]!);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toBeTruthy();
    expect(state(container)).toBe('failed');
    expect(screen.queryByTestId('hero-video-loading')).toBeNull();
  });

  it('keeps the still image for visitors who prefer reduced motion', () => {
    reduceMotion(true);
    vi.useFakeTimers();
    const { container } = render(<HeroMedia />);
    act(() => vi.advanceTimersByTime(5000));
    expect(container.querySelector('video')).toBeNull();
    expect(state(container)).toBe('still');
  });
});

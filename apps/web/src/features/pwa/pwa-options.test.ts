import { describe, expect, it } from 'vitest';
import { NETWORK_ONLY_PATHS, pwaOptions } from './pwa-options';

const options = pwaOptions('Barber Studio');
const manifest = options.manifest || undefined;
const workbox = options.workbox!;

describe('installable app configuration (ADR 0023)', () => {
  it('has an Italian manifest that starts at / as a standalone app with the dark theme', () => {
    expect(manifest).toMatchObject({
      name: 'Barber Studio - Prenotazioni',
      short_name: 'Barber Studio',
      lang: 'it-CH',
      start_url: '/',
      display: 'standalone',
      theme_color: '#17161a',
      background_color: '#151417',
    });
    expect(manifest?.icons?.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(pwaOptions('Barbiere del Centro Storico').manifest).toMatchObject({ short_name: 'Prenota' });
  });

  it('waits for the visitor before activating a new version, and does not run in dev', () => {
    expect(options.registerType).toBe('prompt');
    expect(options.injectRegister).toBe(false);
    expect(options.devOptions?.enabled).toBe(false);
  });

  it('never caches API answers, user uploads or socket.io', () => {
    expect(workbox.runtimeCaching ?? []).toEqual([]);
    const denied = (path: string) => (workbox.navigateFallbackDenylist ?? []).some((re) => re.test(path));
    for (const path of [
      '/api',
      '/api/',
      '/api/auth/me',
      '/api/appointments/my',
      '/api/docs',
      '/media/avatars/a.webp',
      '/socket.io/?EIO=4',
    ]) {
      expect(denied(path), path).toBe(true);
      expect(
        NETWORK_ONLY_PATHS.some((re) => re.test(path)),
        path,
      ).toBe(true);
    }
    // The app's own pages are answered with the shell, offline too.
    for (const path of ['/', '/shop', '/guest-booking', '/apiary', '/profile'])
      expect(denied(path), path).toBe(false);
  });

  it('precaches only the built files, no media and nothing under /api', () => {
    const patterns = [
      ...(workbox.globPatterns ?? []),
      ...(options.includeAssets ? [options.includeAssets].flat() : []),
    ];
    expect(patterns.join(' ')).not.toMatch(/api|media|webm|mp4/);
    expect(workbox.globIgnores).toContain('media/**');
    expect(workbox.navigateFallback).toBe('/index.html');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../test-utils';
import { CookieConsentMount } from './cookie-consent-mount';
import { CONSENT_STORAGE_KEY, saveConsent } from './consent-store';

function renderMount() {
  return renderRoutes([
    { path: '/', element: <CookieConsentMount /> },
    { path: '/privacy-policy', element: <h1>Privacy</h1> },
  ]);
}

const stored = () =>
  JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const banner = () => screen.queryByRole('region', { name: 'Informativa sui Cookie' });

/** The mount waits 2 s, then the chunk loads. */
async function showBanner() {
  vi.useFakeTimers();
  const result = renderMount();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2000);
  });
  vi.useRealTimers();
  // The chunk's first import can take a while on a busy machine.
  await waitFor(() => expect(screen.queryByRole('region') ?? screen.queryByRole('button')).not.toBeNull(), {
    timeout: 5000,
  });
  return result;
}

describe('cookie consent', () => {
  it('shows the banner 2 s after load when no consent is stored, not before', async () => {
    vi.useFakeTimers();
    renderMount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(banner()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    const region = await screen.findByRole('region', { name: 'Informativa sui Cookie' }, { timeout: 5000 });
    expect(within(region).getByRole('link', { name: 'Informativa sui Cookie' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    for (const name of ['Solo essenziali', 'Personalizza', 'Accetta tutti']) {
      expect(within(region).getByRole('button', { name })).toBeTruthy();
    }
    // Not a modal: the page stays usable and nothing steals the focus.
    expect(region.closest('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('Accetta tutti stores every category and leaves the floating settings button', async () => {
    await showBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta tutti' }));
    expect(stored()).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
      version: 1,
    });
    expect(typeof stored()!.date).toBe('string');
    expect(banner()).toBeNull();
    const floating = screen.getByRole('button', { name: 'Impostazioni Cookie' });
    expect(floating.className).toContain('left-4');
  });

  it('Solo essenziali stores a refusal of every optional category', async () => {
    await showBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Solo essenziali' }));
    expect(stored()).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(banner()).toBeNull();
  });

  it('Personalizza opens the settings: necessary always on, the others chosen one by one', async () => {
    await showBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impostazioni Cookie' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessari' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    for (const name of ['Analitici', 'Marketing', 'Preferenze']) {
      const toggle = within(dialog).getByRole('switch', { name }) as HTMLInputElement;
      expect(toggle.checked).toBe(false);
      expect(toggle.disabled).toBe(false);
    }
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analitici' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Preferenze' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva preferenze' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ analytics: true, marketing: false, preferences: true });
    expect(banner()).toBeNull();
  });

  it('with a consent stored: no banner, the floating button opens the settings with the stored choice', async () => {
    saveConsent({ analytics: false, marketing: true, preferences: false });
    await showBanner();
    const floating = await screen.findByRole('button', { name: 'Impostazioni Cookie' });
    expect(banner()).toBeNull();
    fireEvent.click(floating);
    const dialog = await screen.findByRole('dialog', { name: 'Impostazioni Cookie' });
    expect((within(dialog).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(dialog).getByRole('switch', { name: 'Analitici' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(within(dialog).getByText(/^Scelta salvata il /)).toBeTruthy();
  });

  it('Reimposta i cookie removes the consent and brings the banner back', async () => {
    saveConsent({ analytics: true, marketing: true, preferences: true });
    await showBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Impostazioni Cookie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impostazioni Cookie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reimposta i cookie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(banner()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Impostazioni Cookie' })).toBeNull();
  });

  it('closing the settings without saving keeps the banner: no consent was given', async () => {
    await showBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impostazioni Cookie' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    expect(banner()).not.toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CallAnswer } from '@barber/shared/contract/call';
import { stubApi } from '../../test-api';
import { renderRoutes, shopInfo } from '../../test-utils';
import { appRoutes } from '../../app/route-table';
import { checkAccess } from '../../app/access';
import { onOpenCookieSettings } from '../cookie-consent/consent-store';
import PrivacyPolicyPage from './privacy-policy-page';

function renderPage(
  data: CallAnswer<'shopState'>['data'] = { configured: true, ...shopInfo, email: 'info@studio.example' },
) {
  stubApi({ shopState: { success: true, data } });
  return renderRoutes(
    [
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { path: '/privacy-policy' },
  );
}

describe('PrivacyPolicyPage', () => {
  it('is a public route: no session needed', () => {
    const route = appRoutes.find((r) => r.path === '/privacy-policy');
    expect(route?.access).toBe('public');
    expect(checkAccess(route!.access, null)).toEqual({ kind: 'allow' });
  });

  it('has the spec’s sections in order, the date of the last change and a link home', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeTruthy();
    expect(screen.getByText(/^Ultima modifica: \d{1,2} \w+ \d{4}$/)).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Indice',
      'Dati raccolti',
      'Come usiamo i dati',
      'Cookie',
      'Conservazione e sicurezza',
      'I tuoi diritti',
      'Modifiche',
      'Contatti',
    ]);
    expect(screen.getAllByRole('link', { name: 'Torna alla home' })[0]!.getAttribute('href')).toBe('/');
    expect(await screen.findAllByText(/Studio Test/)).not.toHaveLength(0);
  });

  it('says what is collected and for how long, who processes it and which rights apply', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    for (const fact of [
      'Prenotazioni',
      'Ordini del negozio online',
      'I dati della tua carta non arrivano mai ai nostri server',
      'Candidature di lavoro',
      'Immagine del profilo',
      'cancellate automaticamente dopo 90 giorni',
      'Conversazioni con l’assistente virtuale',
      'cancellate dopo 30 giorni',
      'Stripe',
      'Twilio',
      'Fornitore email',
      'Fornitore di hosting',
      'Portabilità',
      '«Scarica i miei dati»',
      '«Elimina account»',
      'IFPDT',
      'LPD riveduta, in vigore dal 1° settembre 2023',
    ]) {
      expect(text).toContain(fact);
    }
    for (const category of ['Necessari', 'Analitici', 'Marketing', 'Preferenze']) {
      expect(within(document.getElementById('cookie')!).getByText(category)).toBeTruthy();
    }
  });

  it('gives the contacts from the shop’s settings', async () => {
    renderPage();
    const contact = document.getElementById('contatti')!;
    expect(await within(contact).findByRole('link', { name: 'info@studio.example' })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '+41 91 000 00 00' }).getAttribute('href')).toBe(
      'tel:+41910000000',
    );
    expect(contact.textContent).toContain('Via Nassa 1');
    expect(contact.textContent).toContain('6900 Lugano');
  });

  it('says so when the shop is not set up yet', async () => {
    renderPage({ configured: false, needsSetup: true });
    expect(await screen.findByText(/saranno pubblicati al termine della configurazione/)).toBeTruthy();
  });

  it('opens the cookie settings from the Cookie section', () => {
    renderPage();
    const listener = vi.fn();
    const stop = onOpenCookieSettings(listener);
    fireEvent.click(screen.getByRole('button', { name: 'Impostazioni Cookie' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

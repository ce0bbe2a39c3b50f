import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallAnswer } from '@barber/shared/contract/call';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply, stubApi, type Stub } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import MarketingPage from './marketing-page';
// The page loads these on demand; loaded here first, so the first open does not wait on the transform.
import './demo-dialog';
import './pricing-plans';
import './roi-calculator';

type Plan = CallAnswer<'contactPlans'>['data'][number];
const plan = (over: Partial<Plan>): Plan => ({
  _id: 'p',
  id: 'p',
  name: 'STARTER',
  displayName: 'Starter',
  description: 'Per iniziare',
  price: 29,
  currency: 'CHF',
  billingPeriod: 'monthly',
  icon: '',
  sortOrder: 1,
  isRecommended: false,
  features: [
    { name: 'Prenotazioni online', description: '', included: true },
    { name: 'SMS illimitati', description: '', included: false },
  ],
  limits: { appointments: 300, emails: 500, sms: 100, barbers: 3 },
  ...over,
});

function mock(
  contact: Stub<'contactCreate'> = reply(201, {
    success: true,
    message: 'ok',
    data: { _id: 'r', kind: 'demo', createdAt: '' },
  }),
) {
  return stubApi({
    contactPlans: {
      success: true,
      data: [
        plan({}),
        plan({
          _id: 'b',
          id: 'b',
          name: 'BUSINESS',
          displayName: 'Business',
          price: 49,
          isRecommended: true,
          limits: { appointments: 999999, emails: 5000, sms: 500, barbers: 10 },
        }),
      ],
    },
    contactCreate: contact,
  });
}

const render = (path = '/marketing-barber-system') =>
  renderRoutes([{ path: '/marketing-barber-system', element: <MarketingPage /> }], { path });

afterEach(() => vi.unstubAllGlobals());

describe('MarketingPage', () => {
  it('has the four tabs and every hash anchor; a hash picks its tab', async () => {
    mock();
    render('/marketing-barber-system#roi');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Funzionalità', 'Vantaggi', 'ROI', 'Preventivo']);
    for (const anchor of ['features', 'benefits', 'roi', 'testimonials', 'pricing']) {
      expect(document.getElementById(anchor), anchor).not.toBeNull();
    }
    expect(screen.getByRole('tab', { name: 'ROI' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Calcola il tuo ritorno' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Funzionalità' }));
    for (const panel of ['Pannello Admin', 'Pannello Barbiere', 'Pannello Cliente']) {
      expect(screen.getByRole('heading', { name: panel })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('link', { name: 'Prezzi' }));
    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Preventivo' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the plans from the API in CHF with the recommended badge', async () => {
    mock();
    render('/marketing-barber-system#pricing');
    const business = (await screen.findByRole('heading', { name: 'Business' })).closest('li')!;
    expect(business.textContent).toContain('Consigliato');
    expect(business.textContent).toMatch(/CHF\s?49\.00/);
    expect(business.textContent).toContain('Appuntamenti illimitati · fino a 10 barbieri');
    const starter = screen.getByRole('heading', { name: 'Starter' }).closest('li')!;
    expect(starter.textContent).toContain('Non incluso: SMS illimitati');
  });

  it('computes the ROI in CHF the Swiss way, with the cheapest plan as the cost', async () => {
    mock();
    render('/marketing-barber-system#roi');
    // The calculator loads when its tab is first shown (lazy).
    fireEvent.change(await screen.findByLabelText('Appuntamenti a settimana'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Prezzo medio (CHF)'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Assenze senza preavviso (%)'), { target: { value: '10' } });
    // 260 a month, 26 lost x 40 = 1040, half back = 520, minus Starter 29 = 491.
    await waitFor(() => expect(screen.getByTestId('roi-net').textContent).toMatch(/CHF\s?491\.00/));
    expect(document.body.textContent).toMatch(/CHF\s?1’?040\.00/);
    fireEvent.change(screen.getByLabelText('Prezzo medio (CHF)'), { target: { value: '-3' } });
    expect(screen.getByText('Inserisci numeri validi (zero o più).')).toBeTruthy();
  });
});

describe('Richiedi una Demo', () => {
  it('checks the fields and the privacy box in Italian, sends, closes after 3 s and is cleared', async () => {
    const api = mock();
    render();
    fireEvent.click(screen.getAllByRole('button', { name: 'Richiedi una Demo' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Richiedi una Demo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia Richiesta' }));
    expect(await within(dialog).findByText('Il nome è obbligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Email non valida')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nome e cognome'), { target: { value: 'Giulia Rossi' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'giulia@salone.ch' } });
    fireEvent.change(within(dialog).getByLabelText('Telefono'), { target: { value: '079 123 45 67' } });
    fireEvent.change(within(dialog).getByLabelText('Nome del salone'), {
      target: { value: 'Salone Giulia' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia Richiesta' }));
    expect(
      await within(dialog).findByText("Per inviare la richiesta devi accettare l'informativa sulla privacy"),
    ).toBeTruthy();
    expect(api.callsTo('contactCreate')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia Richiesta' }));
    expect(await screen.findByText('Richiesta inviata!')).toBeTruthy();
    expect(api.callsTo('contactCreate')[0]!.body).toMatchObject({
      kind: 'demo',
      name: 'Giulia Rossi',
      email: 'giulia@salone.ch',
      salonName: 'Salone Giulia',
      privacyAccepted: true,
      website: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    fireEvent.click(screen.getAllByRole('button', { name: 'Richiedi una Demo' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Richiedi una Demo' });
    expect((within(again).getByLabelText('Nome e cognome') as HTMLInputElement).value).toBe('');
    expect(within(again).getByRole('checkbox')).toHaveProperty('checked', false);
  }, 15_000);

  it("shows the server's message and keeps the form on an error", async () => {
    mock(
      reply(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Hai già inviato troppe richieste. Riprova tra 40 minuti.',
      }),
    );
    render();
    fireEvent.click(screen.getAllByRole('button', { name: 'Richiedi una Demo' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Richiedi una Demo' });
    fireEvent.change(within(dialog).getByLabelText('Nome e cognome'), { target: { value: 'Giulia Rossi' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'giulia@salone.ch' } });
    fireEvent.change(within(dialog).getByLabelText('Telefono'), { target: { value: '079 123 45 67' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia Richiesta' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Hai già inviato troppe richieste. Riprova tra 40 minuti.',
    );
    expect((within(dialog).getByLabelText('Nome e cognome') as HTMLInputElement).value).toBe('Giulia Rossi');
  });
});

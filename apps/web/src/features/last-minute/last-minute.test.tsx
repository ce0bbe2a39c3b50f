import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LastMinuteOffer } from '@barber/shared/contract/last-minute';
import { reply, stubApi } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import OfferPage from './offer-page';
import StopPage from './stop-page';
import { LastMinuteChoiceCard } from './choice-cards';

const TOKEN = 'a'.repeat(32);
const offer = (overrides: Partial<LastMinuteOffer> = {}) => ({
  success: true as const,
  data: {
    state: 'open' as const,
    firstName: 'Anna',
    service: 'Taglio + Shampoo',
    duration: 30,
    price: 30,
    date: '2026-06-01',
    time: '11:00',
    startsAt: '2026-06-01T09:00:00.000Z',
    barber: { _id: 'b1', firstName: 'Marco', lastName: 'Bianchi' },
    alternatives: [],
    subscribed: true,
    ...overrides,
  },
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/ultimo-minuto/:token', element: <OfferPage /> },
      { path: '/ultimo-minuto/:token/stop', element: <StopPage /> },
    ],
    { path },
  );

describe('the offer link (/ultimo-minuto/:token)', () => {
  it('shows the time and books it with one tap', async () => {
    const api = stubApi({ lastMinuteOffer: offer(), lastMinuteOfferBook: offer({ state: 'booked' }) });
    renderAt(`/ultimo-minuto/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Si è liberato un posto' });
    expect(screen.getByText('Marco Bianchi')).toBeTruthy();
    expect(screen.getByText('CHF 30.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota questo posto' }));
    await screen.findByRole('heading', { level: 1, name: 'Prenotazione confermata' });
    expect(api.callsTo('lastMinuteOfferBook')[0]!.params).toEqual({ token: TOKEN });
  });

  it("a later tap: 'Già prenotato' with the other free times", async () => {
    const api = stubApi({
      lastMinuteOffer: offer(),
      lastMinuteOfferBook: reply(409, { success: false, code: 'LAST_MINUTE_TAKEN', message: 'Già prenotato: qualcuno ha preso questo orario prima di te.' }),
    });
    renderAt(`/ultimo-minuto/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Prenota questo posto' });
    api.answer({ lastMinuteOffer: offer({ state: 'taken', alternatives: [{ date: '2026-06-01', time: '14:30' }] }) });
    fireEvent.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Già prenotato' });
    expect(screen.getByRole('heading', { name: 'Altri orari liberi' })).toBeTruthy();
    expect(screen.getByText(/14:30/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prenota questo posto' })).toBeNull();
  });
});

describe('the opt-out', () => {
  it('turns the offers off with a tap, never by opening the link', async () => {
    const api = stubApi({ lastMinuteOffer: offer(), lastMinuteOfferStop: { success: true, message: 'Fatto' } });
    renderAt(`/ultimo-minuto/${TOKEN}/stop`);
    const button = await screen.findByRole('button', { name: 'Non inviarmi più offerte' });
    expect(api.callsTo('lastMinuteOfferStop')).toHaveLength(0);
    fireEvent.click(button);
    await screen.findByText('Non riceverai più offerte last-minute. Puoi riattivarle dal tuo profilo.');
    expect(api.callsTo('lastMinuteOfferStop')).toHaveLength(1);
  });

  it('the profile shows the choice and changes it', async () => {
    const api = stubApi({
      lastMinuteChoice: { success: true, data: { enabled: false } },
      lastMinuteChoiceUpdate: { success: true, data: { enabled: true }, message: 'Riceverai le offerte last-minute quando si libera un posto.' },
    });
    renderRoutes([{ path: '/', element: <LastMinuteChoiceCard /> }]);
    const box = await screen.findByRole('checkbox', { name: 'Ricevi le offerte last-minute' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(api.callsTo('lastMinuteChoiceUpdate')[0]!.body).toEqual({ enabled: true }));
  });
});

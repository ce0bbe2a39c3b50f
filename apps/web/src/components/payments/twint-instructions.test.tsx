import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CallAnswer } from '@barber/shared/contract/call';
import { stubApi } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { TwintPayInstructions } from './twint-waiting';

const shop = { name: 'Barbiere Test', phone: '+41 79 123 45 67', timeZone: 'Europe/Zurich' };

const serveQr = (data: CallAnswer<'twintQr'>['data']) => stubApi({ twintQr: { success: true, data } });

const renderInstructions = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <TwintPayInstructions amount={30} reference="pay_ABCDEFGHIJKLMNOPQRSTUVWXYZ123456" shop={shop} />
      ),
    },
  ]);

describe('TwintPayInstructions', () => {
  it("shows the shop's TWINT QR code when the admin uploaded one", async () => {
    serveQr({
      url: '/media/shop/twint-qr-0123456789abcdef.webp',
      width: 400,
      height: 400,
      updatedAt: '2026-11-23T10:00:00Z',
    });
    renderInstructions();
    const image = await screen.findByRole('img', { name: 'Codice QR TWINT di Barbiere Test' });
    expect(image.getAttribute('src')).toBe('/media/shop/twint-qr-0123456789abcdef.webp');
    expect(
      screen.getByText("Scansiona questo codice QR con l'app TWINT e paga l'importo indicato."),
    ).toBeTruthy();
    expect(screen.queryByText(/Codice QR non disponibile/)).toBeNull();
  });

  it("falls back to the shop's phone number without one", async () => {
    serveQr(null);
    renderInstructions();
    expect(
      await screen.findByText('Codice QR non disponibile: paga con TWINT al numero +41 79 123 45 67.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

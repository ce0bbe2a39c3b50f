import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CallAnswer } from '@barber/shared/contract/call';
import { reply, StubReply, stubApi } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { TwintQrSettings } from './twint-qr-settings';

const QR = {
  url: '/media/shop/twint-qr-0123456789abcdef.webp',
  width: 400,
  height: 400,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

/** `upload` answers the PUT: a refusal (a reply) leaves the stored code as it was. */
function serve(initial: typeof QR | null, upload: CallAnswer<'uploadTwintQr'> | StubReply) {
  let current = initial;
  return stubApi({
    twintQr: () => ({ success: true, data: current }),
    uploadTwintQr: () => {
      if (!(upload instanceof StubReply)) current = QR;
      return upload;
    },
    deleteTwintQr: () => {
      current = null;
      return { success: true, message: 'Codice QR TWINT rimosso' };
    },
  });
}

const renderSettings = () =>
  renderRoutes([{ path: '/', element: <TwintQrSettings /> }], {
    auth: makeAuth(makeUser({ role: 'admin' })),
  });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('TwintQrSettings', () => {
  it('uploads the chosen image as a form and then shows it', async () => {
    const api = serve(null, { success: true, data: QR, message: 'Codice QR TWINT salvato' });
    renderSettings();
    expect(await screen.findByText(/Nessun codice QR caricato/)).toBeTruthy();
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' }));
    const image = await screen.findByRole('img', { name: 'Codice QR TWINT attuale del negozio' });
    expect(image.getAttribute('src')).toBe(QR.url);
    const [put] = api.callsTo('uploadTwintQr');
    expect(put!.body).toBeInstanceOf(FormData);
    expect(((put!.body as FormData).get('image') as File).name).toBe('qr.png');
    expect(screen.getByRole('button', { name: /Sostituisci/ })).toBeTruthy();
  });

  it('does not send what is not an image or is over 5 MB, and shows the server refusal', async () => {
    const api = serve(
      null,
      reply(400, {
        success: false,
        code: 'IMAGE_INVALID',
        message: 'Per favore seleziona un file immagine valido',
      }),
    );
    renderSettings();
    await screen.findByText(/Nessun codice QR caricato/);
    choose(new File(['%PDF'], 'qr.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Per favore seleziona un file immagine valido',
    );
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toContain("L'immagine non deve superare i 5MB");
    expect(api.callsTo('uploadTwintQr')).toHaveLength(0);

    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(api.callsTo('uploadTwintQr')).not.toHaveLength(0));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Per favore seleziona un file immagine valido',
    );
  });

  it('removes the code after a destructive confirmation', async () => {
    const api = serve(QR, reply(500, {}));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: /Rimuovi/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Rimuovere il codice QR TWINT?' });
    const action = [...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Rimuovi')!;
    expect(action.className).toContain('bg-danger');
    fireEvent.click(action);
    expect(await screen.findByText(/Nessun codice QR caricato/)).toBeTruthy();
    expect(api.callsTo('deleteTwintQr')).not.toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '../../lib/api-client';
import WorkWithUsPage from './work-with-us-page';
// The page loads the modal on demand; loaded here first, so the first open does not wait on the transform.
import './application-modal';
import { sendApplication, uploadPhoto } from './application-api';

vi.mock('./application-api', () => ({ uploadPhoto: vi.fn(), sendApplication: vi.fn() }));
const upload = vi.mocked(uploadPhoto);
const send = vi.mocked(sendApplication);

let uploads = 0;
beforeEach(() => {
  uploads = 0;
  upload.mockReset().mockImplementation(async (_file, onProgress) => {
    onProgress(1);
    uploads += 1;
    return { url: `/media/job-applications/${String(uploads).padStart(32, '0')}.webp`, thumbUrl: `/media/t${uploads}.webp` };
  });
  send.mockReset().mockResolvedValue({ success: true, message: 'Candidatura Inviata!', data: { _id: 'a', createdAt: '' } });
});
afterEach(() => vi.useRealTimers());

// The modal loads the first time it is opened (lazy), so it is awaited.
const open = () => {
  render(<WorkWithUsPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Invia Candidatura' }));
  return screen.findByRole('dialog', { name: 'Candidatura Spontanea' });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Invia Candidatura' }));
const alertText = () => screen.getByRole('alert').textContent;
const file = (name: string, size = 1000, kind = 'image/jpeg') => {
  const f = new File(['x'], name, { type: kind });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = async (files: File[]) => {
  await act(async () => {
    fireEvent.change(screen.getByTestId('portfolio-input'), { target: { files } });
  });
};

describe('/work-with-us', () => {
  it('shows the headline, the anchor and the three cards', () => {
    const { container } = render(<WorkWithUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lavora con Noi' })).toBeTruthy();
    expect(container.querySelector('#hiring')).toBeTruthy();
    for (const title of ['Cosa cerchiamo', 'Cosa offriamo', 'Candidati Ora'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('Candidatura Spontanea', () => {
  it('checks in the spec order and shows the first failure as an inline alert, sending nothing', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('group', { name: 'Dati Personali' })).toBeTruthy();
    expect(within(dialog).getByText('5 tagli max')).toBeTruthy();
    expect(within(dialog).getByText(/eliminate automaticamente dopo 90 giorni/)).toBeTruthy();

    const steps: [() => void, string][] = [
      [() => undefined, 'Nome è obbligatorio'],
      [() => type('Nome', 'Luca'), 'Cognome è obbligatorio'],
      [() => type('Cognome', 'Bernasconi'), 'Nazionalità è obbligatoria'],
      [() => type('Nazionalità', 'Svizzera'), 'Permesso di lavoro è obbligatorio'],
      [() => type('Permesso di lavoro', 'in-corso'), 'Stato civile è obbligatorio'],
      [() => type('Stato civile', 'sposato'), 'Informazione sui figli è obbligatoria'],
      [() => type('Hai figli?', 'si'), 'Indirizzo è obbligatorio'],
      [() => type('Indirizzo completo', 'Via Cantonale 3, Lugano'), 'Numero di telefono è obbligatorio'],
      [() => type('Telefono', '12'), 'Email è obbligatoria'],
      [() => type('Email', 'luca at example'), 'Inserisci un indirizzo email valido'],
      [() => type('Email', 'luca@example.ch'), 'Inserisci un numero di telefono valido'],
      [() => type('Telefono', '+41 (79) 123-45-67'), 'Specifica il numero di figli'],
      [() => type('Numero di figli', '2'), 'Per favore carica almeno una foto del tuo portfolio'],
    ];
    for (const [change, message] of steps) {
      change();
      submit(dialog);
      expect(alertText()).toBe(message);
    }
    // The field the alert is about has the focus and says so.
    expect(document.activeElement).toBe(screen.getByTestId('portfolio-input').closest('#ja-photos'));

    await choose([file('taglio.jpg')]);
    expect(screen.getByRole('img', { name: 'Foto 1 del portfolio: taglio.jpg' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Piattaforma del profilo 1'), { target: { value: 'instagram' } });
    submit(dialog);
    expect(alertText()).toBe('Completa tutti i profili social iniziati o rimuovili');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a selection over 5 photos, over 10 MB or of another type, with the spec texts', async () => {
    await open();
    await choose([1, 2, 3, 4, 5, 6].map((n) => file(`f${n}.jpg`)));
    expect(alertText()).toBe('Puoi caricare massimo 5 foto');
    await choose([file('grande.jpg', 10_485_761), file('ok.png', 10, 'image/png'), file('enorme.webp', 20_000_000, 'image/webp')]);
    expect(alertText()).toBe('Le seguenti immagini superano i 10MB: grande.jpg, enorme.webp');
    await choose([file('cv.pdf', 10, 'application/pdf')]);
    expect(alertText()).toBe('Sono accettati solo file JPG, PNG e WebP');
    expect(upload).not.toHaveBeenCalled();
    // 10485760 bytes exactly is fine.
    await choose([file('limite.jpg', 10_485_760)]);
    expect(screen.getByRole('img', { name: 'Foto 1 del portfolio: limite.jpg' })).toBeTruthy();
  });

  it('a failed upload adds nothing of its batch and says which file, then why', async () => {
    await open();
    upload
      .mockImplementationOnce(async () => ({ url: '/media/job-applications/a.webp', thumbUrl: '/media/a.webp' }))
      .mockRejectedValueOnce(new ApiError(400, 'IMAGE_INVALID', 'Sono accettati solo file JPG, PNG e WebP'));
    await choose([file('uno.jpg'), file('due.jpg')]);
    expect(screen.getByRole('alert').textContent).toBe(
      "Errore nell'upload delle foto: Errore nell'upload di due.jpgErrore nell'upload: Sono accettati solo file JPG, PNG e WebP",
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('sends the form state with the uploaded URLs, shows Candidatura Inviata! and closes after 3 s; remove works', async () => {
    const dialog = await open();
    type('Nome', 'Luca');
    type('Cognome', 'Bernasconi');
    type('Nazionalità', 'Svizzera');
    type('Permesso di lavoro', 'si');
    type('Stato civile', 'celibe-nubile');
    type('Hai figli?', 'no');
    type('Indirizzo completo', 'Via Cantonale 3');
    type('Telefono', '+41 79 123 45 67');
    type('Email', 'luca@example.ch');
    await choose([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la foto 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi profilo' }));
    fireEvent.change(screen.getByLabelText('Piattaforma del profilo 2'), { target: { value: 'tiktok' } });
    type('Link al profilo 2', 'https://tiktok.com/@luca');
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il profilo 1' }));

    vi.useFakeTimers();
    await act(async () => submit(dialog));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({
      firstName: 'Luca',
      hasChildren: 'no',
      photos: [
        '/media/job-applications/00000000000000000000000000000001.webp',
        '/media/job-applications/00000000000000000000000000000003.webp',
      ],
      socialProfiles: [{ platform: 'tiktok', url: 'https://tiktok.com/@luca' }],
    });
    expect(screen.getByText('Candidatura Inviata!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();

    // Opened again: an empty form.
    fireEvent.click(screen.getByRole('button', { name: 'Invia Candidatura' }));
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('a failed send keeps the form and says so; the server’s own check text is shown as it is', async () => {
    const dialog = await open();
    for (const [label, value] of [
      ['Nome', 'Luca'], ['Cognome', 'B'], ['Nazionalità', 'CH'], ['Permesso di lavoro', 'no'], ['Stato civile', 'vedovo'],
      ['Hai figli?', 'no'], ['Indirizzo completo', 'Via 1'], ['Telefono', '0791234567'], ['Email', 'l@example.ch'],
    ] as const)
      type(label, value);
    await choose([file('a.jpg')]);
    send.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Errore interno'));
    await act(async () => submit(dialog));
    expect(alertText()).toBe("Errore nell'invio della candidatura. Riprova più tardi.");
    send.mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'Alcune foto non sono state caricate correttamente. Riprova.'));
    await act(async () => submit(dialog));
    expect(alertText()).toBe('Alcune foto non sono state caricate correttamente. Riprova.');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Luca');
  });
});

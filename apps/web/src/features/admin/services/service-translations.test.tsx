import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type StubRequest } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { ServiceRow } from './service-row';

const admin = makeAuth(makeUser({ role: 'admin' }));
const render = (ui: React.ReactElement) => renderRoutes([{ path: '/', element: ui }], { auth: admin });
const service = {
  _id: 's1',
  name: 'Taglio',
  price: 25,
  duration: 30,
  description: 'Con forbici e rasoio',
  isActive: true,
  translations: { de: { name: 'Haarschnitt' } },
};

describe("a service's texts in other languages (issue 28 item 5)", () => {
  it('shows how many languages have a text, edits them in place with the Italian beside, and sends them all', async () => {
    const sent: StubRequest[] = [];
    stubApi({
      saveServiceTranslations: (request) => {
        sent.push(request);
        return reply(200, { success: true, message: 'Traduzioni salvate.', data: service });
      },
    });
    const onDone = vi.fn();
    render(<ServiceRow service={service} onDone={onDone} onDelete={vi.fn()} />);
    const open = screen.getByRole('button', { name: 'Traduzioni di Taglio' });
    expect(open.textContent).toContain('1 lingua');
    fireEvent.click(open);

    const german = screen.getByLabelText('Nome (Deutsch)') as HTMLInputElement;
    expect(german.value).toBe('Haarschnitt');
    expect(german.lang).toBe('de');
    expect(screen.getAllByText('Vuoto: si legge «Taglio»')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Nome (Français)'), { target: { value: 'Coupe' } });
    fireEvent.change(screen.getByLabelText('Descrizione (English)'), { target: { value: 'With scissors and razor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Traduzioni salvate.'));
    expect(sent[0]!.body).toEqual({
      de: { name: 'Haarschnitt', description: '' },
      fr: { name: 'Coupe', description: '' },
      en: { name: '', description: 'With scissors and razor' },
    });
  });

  it("puts the server's refusal under the field it names", async () => {
    stubApi({
      saveServiceTranslations: reply(400, {
        success: false,
        code: 'VALIDATION',
        message: 'Il testo tradotto è troppo lungo',
        errors: [{ field: 'fr.name', message: 'Il testo tradotto è troppo lungo' }],
      }),
    });
    render(<ServiceRow service={service} onDone={vi.fn()} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Traduzioni di Taglio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findAllByText('Il testo tradotto è troppo lungo')).not.toHaveLength(0);
    expect(screen.getByLabelText('Nome (Français)').getAttribute('aria-invalid')).toBe('true');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminChatFaq, UnansweredQuestion } from '@barber/shared/contract/chatbot';
import { reply, stubApi } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { ChatbotTab } from './chatbot-tab';

const faq = (overrides: Partial<AdminChatFaq> = {}): AdminChatFaq => ({
  id: '11111111-1111-4111-8111-111111111111',
  question: 'Come posso prenotare un appuntamento?',
  answer: 'Dalla pagina Prenota, anche senza account.',
  category: 'booking',
  successRate: 87.5,
  roles: ['guest', 'client'],
  keywords: ['prenotare', 'appuntamento'],
  isActive: true,
  helpfulCount: 7,
  notHelpfulCount: 1,
  isDefault: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  translations: {},
  ...overrides,
});

const unanswered: UnansweredQuestion = {
  id: '99999999-9999-4999-8999-999999999999',
  question: 'Fate anche la ceretta?',
  count: 3,
  firstAskedAt: '2026-11-20T10:00:00.000Z',
  lastAskedAt: '2026-11-25T15:30:00.000Z',
  userRole: 'guest',
  currentPage: '/',
  closestFaqId: null,
};

function serve(
  faqs: AdminChatFaq[] = [
    faq(),
    faq({
      id: '22222222-2222-4222-8222-222222222222',
      question: 'Avete parcheggio?',
      category: 'general',
      successRate: null,
      helpfulCount: 0,
      notHelpfulCount: 0,
      isActive: false,
    }),
  ],
) {
  const deleted = { success: true, message: 'Eliminata' } as const;
  return stubApi({
    chatbotAdminFaqs: { success: true, data: faqs },
    chatbotAdminUnanswered: { success: true, data: [unanswered] },
    chatbotAdminFaqCreate: ({ body }) =>
      reply(201, {
        success: true,
        message: 'Domanda aggiunta',
        data: faq({ ...(body as Partial<AdminChatFaq>), id: 'new' }),
      }),
    chatbotAdminFaqUpdate: ({ body }) => ({
      success: true,
      message: 'Domanda aggiornata',
      data: faq(body as Partial<AdminChatFaq>),
    }),
    chatbotAdminFaqDelete: deleted,
    chatbotAdminUnansweredDismiss: deleted,
  });
}

const renderTab = () =>
  renderRoutes([{ path: '/', element: <ChatbotTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });

describe('ChatbotTab', () => {
  it('lists the FAQ entries with their success rate, roles and state', async () => {
    serve();
    renderTab();
    const first = (
      await screen.findByRole('heading', { name: 'Come posso prenotare un appuntamento?' })
    ).closest('article')!;
    expect(first.textContent).toContain('87.5% utile');
    expect(first.textContent).toContain('7 utili · 1 non utili');
    expect(first.textContent).toContain('Ospiti, Clienti');
    expect(first.textContent).toContain('Prenotazioni');
    const second = screen.getByRole('heading', { name: 'Avete parcheggio?' }).closest('article')!;
    expect(second.textContent).toContain('Nessun voto');
    expect(second.textContent).toContain('Disattivata');
    // The category filter.
    fireEvent.change(screen.getByRole('combobox', { name: 'Categoria' }), { target: { value: 'general' } });
    expect(screen.queryByRole('heading', { name: 'Come posso prenotare un appuntamento?' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Avete parcheggio?' })).toBeTruthy();
  });

  it("turns an unanswered question into an FAQ: 'Aggiungi come FAQ' prefills the form", async () => {
    const api = serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi come FAQ: Fate anche la ceretta?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova domanda frequente' });
    expect((within(dialog).getByRole('textbox', { name: 'Domanda' }) as HTMLInputElement).value).toBe(
      'Fate anche la ceretta?',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Risposta' }), {
      target: { value: 'No, solo capelli e barba.' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Categoria' }), {
      target: { value: 'general' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Amministratori' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Parole chiave' }), {
      target: { value: 'ceretta, depilazione ,' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('chatbotAdminFaqCreate')[0]!.body).toEqual({
      question: 'Fate anche la ceretta?',
      answer: 'No, solo capelli e barba.',
      category: 'general',
      roles: ['client', 'barber', 'guest'],
      keywords: ['ceretta', 'depilazione'],
      isActive: true,
      unansweredId: unanswered.id,
    });
  });

  it('checks the form before sending: a short question, no answer, no role', async () => {
    const api = serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova domanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova domanda frequente' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Domanda' }), { target: { value: 'Ciao' } });
    for (const role of ['Ospiti', 'Clienti', 'Barbieri', 'Amministratori'])
      fireEvent.click(within(dialog).getByRole('checkbox', { name: role }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(dialog).findByText('La domanda deve avere almeno 5 caratteri')).toBeTruthy();
    expect(within(dialog).getByText('La risposta è obbligatoria')).toBeTruthy();
    expect(within(dialog).getByText('Scegli almeno un ruolo')).toBeTruthy();
    expect(api.callsTo('chatbotAdminFaqCreate')).toHaveLength(0);
  });

  it('edits an entry with its values in the form, and deletes one after asking', async () => {
    const api = serve();
    renderTab();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Modifica: Come posso prenotare un appuntamento?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica domanda frequente' });
    expect((within(dialog).getByRole('textbox', { name: 'Parole chiave' }) as HTMLInputElement).value).toBe(
      'prenotare, appuntamento',
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Barbieri' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Attiva (l’assistente la usa)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [put] = api.callsTo('chatbotAdminFaqUpdate');
    expect(put!.params).toEqual({ id: '11111111-1111-4111-8111-111111111111' });
    expect(put!.body).toMatchObject({
      isActive: false,
      roles: ['guest', 'client'],
      keywords: ['prenotare', 'appuntamento'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Elimina: Avete parcheggio?' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Avete parcheggio?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('chatbotAdminFaqDelete')
          .some(({ params }) => params.id === '22222222-2222-4222-8222-222222222222'),
      ).toBe(true),
    );
  });

  it('ignores an unanswered question without asking', async () => {
    const api = serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Ignora: Fate anche la ceretta?' }));
    await waitFor(() =>
      expect(
        api.callsTo('chatbotAdminUnansweredDismiss').some(({ params }) => params.id === unanswered.id),
      ).toBe(true),
    );
  });

  it("writes an entry's question and answer in other languages, the Italian beside, the server's refusal under its field", async () => {
    const api = serve([faq({ translations: { fr: { question: 'Comment réserver un rendez-vous ?' } } })]);
    let first = true;
    api.answer({
      chatbotAdminFaqTranslations: ({ body }) => {
        if (first) {
          first = false;
          const message = 'Il testo tradotto è troppo lungo';
          return reply(400, { success: false, code: 'VALIDATION', message, errors: [{ field: 'de.answer', message }] });
        }
        return { success: true, message: 'Traduzioni salvate.', data: faq({ translations: body as AdminChatFaq['translations'] }) };
      },
    });
    renderTab();
    const open = await screen.findByRole('button', { name: 'Traduzioni di Come posso prenotare un appuntamento?' });
    expect(open.textContent).toContain('1/3');
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Traduzioni di Come posso prenotare un appuntamento?' });
    expect(within(dialog).getAllByText('Vuoto: si legge «Dalla pagina Prenota, anche senza account.»')).toHaveLength(3);
    expect((within(dialog).getByLabelText('Domanda (Français)') as HTMLInputElement).value).toBe('Comment réserver un rendez-vous ?');
    fireEvent.change(within(dialog).getByLabelText('Domanda (Deutsch)'), { target: { value: 'Wie buche ich einen Termin?' } });
    fireEvent.change(within(dialog).getByLabelText('Risposta (Deutsch)'), { target: { value: 'Auf der Seite Buchen.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Risposta (Deutsch)').getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = api.callsTo('chatbotAdminFaqTranslations');
    expect(calls.map((c) => c.params)).toEqual([{ id: faq().id }, { id: faq().id }]);
    expect(calls[1]!.body).toEqual({
      de: { question: 'Wie buche ich einen Termin?', answer: 'Auf der Seite Buchen.' },
      fr: { question: 'Comment réserver un rendez-vous ?', answer: '' },
      en: { question: '', answer: '' },
    });
  });
});

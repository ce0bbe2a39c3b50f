import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import type { ChatFaq, ChatMessage } from '@barber/shared/contract/chatbot';
import type { RouteName } from '@barber/shared/api-routes';
import { reply, stubApi, type Stubs } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { ChatbotLauncher, UNREAD_DELAY_MS } from './chatbot-launcher';
import { SESSION_KEY } from './session-id';

const bot = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm-1',
  content: 'Ciao! Sono il tuo assistente virtuale.',
  isBot: true,
  timestamp: '2026-11-26T10:00:00.000Z',
  actions: [],
  suggestions: [],
  type: 'welcome',
  ...overrides,
});

const faq = (n: number): ChatFaq => ({
  id: `f-${n}`,
  question: `Domanda frequente ${n}?`,
  answer: `Risposta ${n}`,
  category: 'booking',
  successRate: null,
});

const SLOT_LINK = '/guest-booking?serviceId=s-1&barberId=b-1&date=2026-11-27&time=10:15';
const slotAnswer = bot({
  id: 'm-2',
  type: 'live',
  content: 'Il prossimo posto libero per Taglio è venerdì 27 novembre alle 10:15 con Marco Bianchi.',
  actions: [
    { label: 'Prenota questo orario', action: 'navigate', target: SLOT_LINK },
    { label: 'Chiama il negozio', action: 'call', target: '+41 91 123 45 67' },
    { label: 'Scrivici su WhatsApp', action: 'whatsapp', target: '41911234567', text: 'Ciao!', newTab: true },
  ],
  suggestions: ['E domani pomeriggio?'],
});

/** stubApi for the chatbot: its calls answer a guest's session by default; `stubs` add or replace. */
function mockChatApi(stubs: Stubs = {}) {
  let answers = 1;
  const api = stubApi({
    chatbotInit: { success: true, sessionId: 'sess-1', userRole: 'guest', messages: [bot()] },
    chatbotFaqs: { success: true, faqs: [1, 2, 3, 4, 5, 6].map(faq) },
    chatbotContextualHelp: { success: true, suggestions: ['Primo?', 'Secondo?', 'Terzo?', 'Quarto?'] },
    chatbotMessage: () => ({ success: true, response: { ...slotAnswer, id: `m-${++answers}` } }),
    chatbotFeedback: { success: true, message: 'Grazie per il feedback' },
    ...stubs,
  });
  const calls = (name: RouteName) =>
    api.callsTo(name).map(({ query, body }) => ({ query, body: body as Record<string, unknown> }));
  return { api, calls };
}

function Page() {
  const location = useLocation();
  return <h1>{`Pagina ${location.pathname}${location.search}`}</h1>;
}

function renderWidget(path = '/', options: Parameters<typeof renderRoutes>[1] = {}) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <main>
              <Outlet />
            </main>
            <ChatbotLauncher />
          </>
        ),
        children: [
          { path: '/', element: <Page /> },
          { path: '/guest-booking', element: <Page /> },
          { path: '/shop', element: <Page /> },
        ],
      },
    ],
    { path, ...options },
  );
}

/** The panel is a lazy chunk: its first load can take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

const launcher = () => screen.getByRole('button', { name: /^Apri l'Assistente Virtuale/ });

async function openChat() {
  fireEvent.click(launcher());
  const dialog = await screen.findByRole('dialog', { name: 'Assistente Virtuale' }, LAZY);
  await within(dialog).findByText('Ciao! Sono il tuo assistente virtuale.', {}, LAZY);
  return dialog;
}

const input = () => screen.getByRole('textbox', { name: 'La tua domanda' }) as HTMLTextAreaElement;

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat button', () => {
  it('shows the unread dot 2 s after the page starts, until the visitor opens the chat', () => {
    vi.useFakeTimers();
    mockChatApi();
    renderWidget();
    expect(launcher().getAttribute('aria-label')).toBe("Apri l'Assistente Virtuale");
    act(() => vi.advanceTimersByTime(UNREAD_DELAY_MS - 1));
    expect(launcher().getAttribute('aria-label')).toBe("Apri l'Assistente Virtuale");
    act(() => vi.advanceTimersByTime(1));
    expect(launcher().getAttribute('aria-label')).toBe("Apri l'Assistente Virtuale, nuovo messaggio");
  });

  it('does not light the dot again in a tab where the chat was opened', () => {
    vi.useFakeTimers();
    sessionStorage.setItem('chatbot-opened', '1');
    mockChatApi();
    renderWidget();
    act(() => vi.advanceTimersByTime(UNREAD_DELAY_MS * 2));
    expect(launcher().getAttribute('aria-label')).toBe("Apri l'Assistente Virtuale");
  });

  it('loads nothing from the server until it is opened', () => {
    const { api } = mockChatApi();
    renderWidget();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the Assistente Virtuale panel', () => {
  it("opens as a dialog: 'Inizializzazione...', then the welcome, the focus inside, the session id kept twice", async () => {
    let answerInit: () => void = () => {};
    const { calls } = mockChatApi({
      chatbotInit: () =>
        new Promise((resolve) => {
          answerInit = () =>
            resolve(reply(200, { success: true, sessionId: 'sess-1', userRole: 'guest', messages: [bot()] }));
        }),
    });
    renderWidget('/shop');
    fireEvent.click(launcher());
    const dialog = await screen.findByRole('dialog', { name: 'Assistente Virtuale' }, LAZY);
    expect(within(dialog).getByText('Inizializzazione...')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Assistente Virtuale' }));
    await waitFor(() => expect(calls('chatbotInit')).toHaveLength(1));
    act(() => answerInit());
    await within(dialog).findByText('Ciao! Sono il tuo assistente virtuale.');
    expect(within(dialog).getByRole('log').textContent).toContain('Ciao! Sono il tuo assistente virtuale.');
    expect(calls('chatbotInit')[0]!.body).toMatchObject({
      userRole: 'guest',
      metadata: { platform: 'web' },
    });
    expect(calls('chatbotInit')[0]!.body.sessionId).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('sess-1');
    expect(localStorage.getItem(SESSION_KEY)).toBe('sess-1');
  });

  it('sends the kept session id, so the server can resume the conversation, and the signed-in role as context', async () => {
    localStorage.setItem(SESSION_KEY, 'sess-old');
    const { calls } = mockChatApi();
    renderWidget('/', { auth: makeAuth(makeUser({ role: 'client' })) });
    await openChat();
    expect(calls('chatbotInit')[0]!.body).toMatchObject({ sessionId: 'sess-old', userRole: 'client' });
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('sess-1');
  });

  it("shows 4 of the 6 FAQ with 'Mostra altre', and the page's first 3 suggestions", async () => {
    const { calls } = mockChatApi();
    renderWidget('/shop');
    const dialog = await openChat();
    const faqs = await within(dialog).findByRole('region', { name: 'Domande frequenti' });
    expect(within(faqs).getAllByRole('button', { name: /^Domanda frequente/ })).toHaveLength(4);
    fireEvent.click(within(faqs).getByRole('button', { name: 'Mostra altre' }));
    expect(within(faqs).getAllByRole('button', { name: /^Domanda frequente/ })).toHaveLength(6);
    const page = await within(dialog).findByRole('region', { name: 'Suggerimenti per questa pagina:' });
    expect(
      within(page)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Primo?', 'Secondo?', 'Terzo?']);
    expect(calls('chatbotFaqs')[0]!.query.get('limit')).toBe('6');
    expect(calls('chatbotContextualHelp')[0]!.query.get('currentPage')).toBe('/shop');
  });

  it('sends with Enter, not with Shift+Enter; one message at a time, with "Sto scrivendo" meanwhile', async () => {
    let answer: () => void = () => {};
    const { calls } = mockChatApi({
      chatbotMessage: () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(200, { success: true, response: slotAnswer }));
        }),
    });
    renderWidget('/guest-booking');
    const dialog = await openChat();
    type('Quando è il prossimo');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(calls('chatbotMessage')).toHaveLength(0);
    type('Quando è il prossimo posto libero per un taglio?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(calls('chatbotMessage')).toHaveLength(1));
    expect(calls('chatbotMessage')[0]!.body).toMatchObject({
      sessionId: 'sess-1',
      message: 'Quando è il prossimo posto libero per un taglio?',
      context: { currentPage: '/guest-booking', userRole: 'guest' },
    });
    expect(input().value).toBe('');
    expect(within(dialog).getByRole('status').textContent).toContain('Sto scrivendo');
    // While the answer is awaited nothing else goes out.
    type('Altra domanda');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((within(dialog).getByRole('button', { name: 'Invia' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => answer());
    await within(dialog).findByText(/Il prossimo posto libero per Taglio/);
    expect(calls('chatbotMessage')).toHaveLength(1);
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(input().value).toBe('Altra domanda');
    // The visitor's own question is in the log too; the start suggestions are gone.
    expect(within(dialog).getByRole('log').textContent).toContain(
      'Quando è il prossimo posto libero per un taglio?',
    );
    expect(within(dialog).queryByRole('region', { name: 'Domande frequenti' })).toBeNull();
  });

  it("renders the answer's actions: the booking link navigates and closes the panel, call and chat are links", async () => {
    mockChatApi();
    const { router } = renderWidget('/');
    const dialog = await openChat();
    type('Quando è il prossimo posto libero per un taglio?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    const actions = await within(dialog).findByRole('group', { name: 'Azioni' });
    expect(
      within(actions)
        .getByRole('link', { name: /Chiama il negozio/ })
        .getAttribute('href'),
    ).toBe('tel:+41911234567');
    const chat = within(actions).getByRole('link', { name: /Scrivici su WhatsApp/ });
    expect(chat.getAttribute('href')).toBe('https://wa.me/41911234567?text=Ciao!');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    // A suggestion chip of the newest answer is there to tap.
    expect(within(dialog).getByRole('group', { name: 'Risposte rapide' })).toBeTruthy();

    fireEvent.click(within(actions).getByRole('link', { name: 'Prenota questo orario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
    expect(router.state.location.search).toBe('?serviceId=s-1&barberId=b-1&date=2026-11-27&time=10:15');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
  });

  it('sends a suggestion chip as a question, and an FAQ as its question', async () => {
    const { calls } = mockChatApi();
    renderWidget('/');
    const dialog = await openChat();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Domanda frequente 2?' }));
    await waitFor(() => expect(calls('chatbotMessage')).toHaveLength(1));
    expect(calls('chatbotMessage')[0]!.body.message).toBe('Domanda frequente 2?');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'E domani pomeriggio?' }));
    await waitFor(() => expect(calls('chatbotMessage')).toHaveLength(2));
    expect(calls('chatbotMessage')[1]!.body.message).toBe('E domani pomeriggio?');
  });

  it("takes helpful / not helpful on an answer, then says 'Grazie!'", async () => {
    const { calls } = mockChatApi();
    renderWidget('/');
    const dialog = await openChat();
    // The welcome is not voted on.
    expect(within(dialog).queryByRole('button', { name: 'Sì, utile' })).toBeNull();
    type('Quanto costa un taglio?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'No, non utile' }));
    await within(dialog).findByText('Grazie!');
    expect(calls('chatbotFeedback')[0]!.body).toMatchObject({
      sessionId: 'sess-1',
      messageId: 'm-2',
      feedback: { helpful: false },
    });
    expect(within(dialog).queryByRole('button', { name: 'No, non utile' })).toBeNull();
  });

  it("minimises to the 'Chat minimizzata' chip and back; closes with its button and with Escape, the focus back on the button", async () => {
    mockChatApi();
    renderWidget('/');
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Riduci a icona la chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const chip = screen.getByRole('button', { name: "Riapri l'Assistente Virtuale" });
    expect(chip.textContent).toContain('Chat minimizzata');
    expect(document.activeElement).toBe(chip);
    fireEvent.click(chip);
    const dialog = screen.getByRole('dialog', { name: 'Assistente Virtuale' });
    // The conversation is still there.
    expect(within(dialog).getByText('Ciao! Sono il tuo assistente virtuale.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi la chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
    fireEvent.click(launcher());
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'La tua domanda' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
  });

  it('lights the dot when an answer arrives while the chat is closed', async () => {
    let answer: () => void = () => {};
    const { calls } = mockChatApi({
      chatbotMessage: () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(200, { success: true, response: slotAnswer }));
        }),
    });
    sessionStorage.setItem('chatbot-opened', '1');
    renderWidget('/');
    const dialog = await openChat();
    type('Quando è il prossimo posto libero?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(calls('chatbotMessage')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi la chat' }));
    expect(launcher().getAttribute('aria-label')).toBe("Apri l'Assistente Virtuale");
    await act(async () => answer());
    await waitFor(() =>
      expect(launcher().getAttribute('aria-label')).toBe("Apri l'Assistente Virtuale, nuovo messaggio"),
    );
    fireEvent.click(launcher());
    expect(await screen.findByText(/Il prossimo posto libero per Taglio/)).toBeTruthy();
  });

  it("shows the init error with 'Riprova', which starts the session again", async () => {
    let fail = true;
    mockChatApi({
      chatbotInit: () =>
        fail
          ? reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno' })
          : reply(200, { success: true, sessionId: 'sess-2', userRole: 'guest', messages: [bot()] }),
    });
    renderWidget('/');
    fireEvent.click(launcher());
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert.textContent).toContain('Impossibile inizializzare la sessione');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await screen.findByText('Ciao! Sono il tuo assistente virtuale.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBe('sess-2');
  });

  it('says so when the connection fails while asking', async () => {
    mockChatApi({
      chatbotMessage: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWidget('/');
    const dialog = await openChat();
    type('Orari?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await within(dialog).findByText('Errore di connessione. Controlla la tua connessione internet.');
    expect(within(dialog).queryByRole('button', { name: 'Sì, utile' })).toBeNull();
  });

  it('renews a lost session once and asks again, keeping the conversation', async () => {
    let lost = true;
    const { calls } = mockChatApi({
      chatbotMessage: () => {
        if (!lost) return reply(200, { success: true, response: slotAnswer });
        lost = false;
        return reply(404, { success: false, code: 'NOT_FOUND', message: 'Sessione non trovata' });
      },
    });
    renderWidget('/');
    const dialog = await openChat();
    type('Orari?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await within(dialog).findByText(/Il prossimo posto libero per Taglio/);
    expect(calls('chatbotInit')).toHaveLength(2);
    expect(calls('chatbotInit')[1]!.body.sessionId).toBeUndefined();
    expect(calls('chatbotMessage')).toHaveLength(2);
    expect(within(dialog).getAllByText('Ciao! Sono il tuo assistente virtuale.')).toHaveLength(1);
  });

  it('counts the characters near the 1,000 limit', async () => {
    mockChatApi();
    renderWidget('/');
    const dialog = await openChat();
    type('a'.repeat(899));
    expect(within(dialog).queryByText(/caratteri$/)).toBeNull();
    type('a'.repeat(950));
    expect(within(dialog).getByText('950/1000 caratteri')).toBeTruthy();
    expect(input().maxLength).toBe(1000);
  });
});

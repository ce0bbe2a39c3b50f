import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Bot, Minus, X } from 'lucide-react';
import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { useAuth } from '../../lib/auth-context';
import { chatbot as t } from '../../i18n/chatbot';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatStart } from './chat-start';
import type { ChatView } from './chat-view';
import { useChatSession } from './use-chat-session';

interface ChatPanelProps {
  view: ChatView;
  onViewChange: (view: ChatView) => void;
  onBotMessage: () => void;
  /** Where the launcher floats (it moves up above the offline banner): the minimised chip takes its place. */
  position: string;
}

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg';

/** Typing opens a phone's keyboard over the answers: there the heading takes the focus, on a desktop the text area. */
const typesWithKeyboard = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;

/**
 * The 'Assistente Virtuale' panel (001 section 2): a non-modal dialog over the page, bottom right on a wide screen
 * and below the navbar on a phone; minimised it is a chip. It stays mounted while closed, so the session and the
 * conversation outlive navigation.
 */
export default function ChatPanel({ view, onViewChange, onBotMessage, position }: ChatPanelProps) {
  const { user } = useAuth();
  const role: ChatbotRole = user?.role ?? 'guest';
  const location = useLocation();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  const chat = useChatSession({
    role,
    userKey: user?._id ?? 'guest',
    page: useCallback(() => path.current, []),
    onBotMessage,
  });
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view === 'open')
      (typesWithKeyboard() ? input.current : heading.current)?.focus({ preventScroll: true });
    if (view === 'minimised') restore.current?.focus();
  }, [view]);

  // The newest message in sight when it arrives and when the panel opens again: from its first line (a long
  // answer is read from the top), or the bottom while 'Sto scrivendo' shows.
  const count = chat.messages.length;
  useEffect(() => {
    const box = scroller.current;
    if (!box || view !== 'open') return;
    const last = box.querySelector('[role="log"] li:last-child');
    if (chat.waiting || !last) box.scrollTop = box.scrollHeight;
    else last.scrollIntoView({ block: 'start' });
  }, [count, chat.waiting, view]);

  const send = (text: string) => chat.send(text);

  if (view === 'closed') return null;
  if (view === 'minimised') {
    return (
      <div
        className={`fixed ${position} z-40 flex items-center gap-1 rounded-full border border-border bg-surface py-1 pr-1 pl-2 text-fg shadow-lg`}
      >
        <button
          ref={restore}
          type="button"
          className="flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold hover:bg-surface-2"
          aria-label={t.restore}
          onClick={() => onViewChange('open')}
        >
          <Bot className="size-5 text-accent-text" aria-hidden="true" />
          <span>{t.minimised}</span>
        </button>
        <button
          type="button"
          className={`${iconButton} rounded-full`}
          aria-label={t.close}
          onClick={() => onViewChange('closed')}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onViewChange('closed');
  };
  const started = chat.messages.some((m) => !m.isBot);

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 top-[4.5rem] bottom-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-2xl sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-4 sm:h-[min(40rem,calc(100dvh-6rem))] sm:w-[24rem]"
    >
      <header className="flex items-center gap-3 border-b border-border bg-surface-2 py-2 pr-2 pl-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div className="mr-auto min-w-0">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
            {t.title}
          </h2>
          <p className="truncate text-xs text-muted">{t.subtitle}</p>
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={t.minimise}
          onClick={() => onViewChange('minimised')}
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t.close}
          onClick={() => onViewChange('closed')}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div ref={scroller} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4 sm:px-4">
        {chat.status === 'initialising' && (
          <p role="status" className="flex items-center gap-2 text-muted">
            <span
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              aria-hidden="true"
            />
            {t.initialising}
          </p>
        )}
        {chat.status === 'error' && (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-danger-soft p-3"
          >
            <p>{chat.initError}</p>
            <button
              type="button"
              className="min-h-11 rounded-lg bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover"
              onClick={() => void chat.retry()}
            >
              {t.retry}
            </button>
          </div>
        )}
        <ChatLog
          messages={chat.messages}
          waiting={chat.waiting}
          onSend={send}
          // The page the visitor asked for, in full view: the conversation is there when the chat opens again.
          onNavigate={() => onViewChange('closed')}
          onFeedback={(id, helpful) => void chat.sendFeedback(id, helpful)}
        />
        {chat.status === 'ready' && !started && (
          <ChatStart role={chat.serverRole} page={location.pathname} onAsk={send} />
        )}
      </div>

      <ChatComposer
        ref={input}
        value={draft}
        onChange={setDraft}
        canSend={chat.status === 'ready' && !chat.waiting}
        onSend={() => {
          if (chat.send(draft)) setDraft('');
        }}
      />
    </section>
  );
}

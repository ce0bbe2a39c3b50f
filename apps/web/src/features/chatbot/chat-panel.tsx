import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { useAuth } from '../../lib/auth-context';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { ChatHeader, ChatMinimised, ChatStatus } from './chat-panel-parts';
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
    return <ChatMinimised position={position} restore={restore} onViewChange={onViewChange} />;
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
      <ChatHeader titleId={titleId} heading={heading} onViewChange={onViewChange} />

      <div ref={scroller} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4 sm:px-4">
        <ChatStatus status={chat.status} initError={chat.initError} onRetry={() => void chat.retry()} />
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

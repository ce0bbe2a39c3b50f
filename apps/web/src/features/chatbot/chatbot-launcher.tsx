import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../../lib/use-online-status';
import { chatbotLauncher as t } from '../../i18n/chatbot-launcher';
import type { ChatView } from './chat-view';

// The panel (messages, calls, icons, texts) is its own chunk, loaded when the visitor opens the chat: every page's
// first load carries only this file.
const ChatPanel = lazy(() => import('./chat-panel'));

/** The proactive dot (001 section 4: 2 s after init) is shown until the visitor opens the chat in this tab. */
export const UNREAD_DELAY_MS = 2000;
const SEEN_KEY = 'chatbot-opened';

function openedBefore(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberOpened() {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // the dot comes back on the next page: harmless
  }
}

/*
 * Bottom right, above what else floats there: the offline banner (full width at the bottom) and a panel's floating
 * save button (components/unsaved-changes.tsx, right-4 bottom-4 inside <main>: this button is main's sibling).
 */
const FLOAT_POSITION = 'right-4 bottom-4 [main:has(.fixed.right-4.bottom-4)~&]:bottom-20';
const OFFLINE_POSITION = 'right-4 bottom-24';

/**
 * The 'Assistente Virtuale' on every page (001 section 2): the round button, its unread dot, and the panel once
 * opened. The panel stays mounted after the first opening (closed or minimised it only hides), so the
 * conversation survives navigation and an answer that arrives while it is closed lights the dot.
 */
export function ChatbotLauncher() {
  const [view, setView] = useState<ChatView>('closed');
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(false);
  const online = useOnlineStatus();
  const button = useRef<HTMLButtonElement>(null);
  const viewRef = useRef(view);
  const wasShown = useRef(false);

  useEffect(() => {
    if (openedBefore()) return;
    const timer = setTimeout(() => setUnread(true), UNREAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    viewRef.current = view;
    if (view !== 'closed') wasShown.current = true;
    // Closing gives the focus back to the button that opened the chat.
    else if (wasShown.current) button.current?.focus();
  }, [view]);

  const open = () => {
    rememberOpened();
    setUnread(false);
    setLoaded(true);
    setView('open');
  };
  const onBotMessage = useCallback(() => {
    if (viewRef.current !== 'open') setUnread(true);
  }, []);
  const changeView = useCallback((next: ChatView) => {
    if (next === 'open') setUnread(false);
    setView(next);
  }, []);

  const position = online ? FLOAT_POSITION : OFFLINE_POSITION;
  return (
    <>
      {/* On a phone the page can scroll its last button (e.g. 'Prenota Appuntamento') clear of the round one. */}
      <div aria-hidden="true" className="h-24 sm:hidden" />
      {view === 'closed' && (
        <button
          ref={button}
          type="button"
          aria-label={unread ? `${t.open}, ${t.unread}` : t.open}
          aria-haspopup="dialog"
          className={`fixed ${position} z-40 flex size-14 items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg hover:bg-accent-hover`}
          onClick={open}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path strokeLinejoin="round" d="M4 5h16v11H9l-5 4z" />
          </svg>
          {unread && (
            <span className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-red-600 ring-2 ring-bg" />
          )}
        </button>
      )}
      {loaded && (
        <Suspense
          fallback={
            <p
              role="status"
              className={`fixed ${position} z-40 rounded-full bg-surface px-4 py-3 text-sm shadow-lg`}
            >
              {t.loading}
            </p>
          }
        >
          <ChatPanel view={view} onViewChange={changeView} onBotMessage={onBotMessage} position={position} />
        </Suspense>
      )}
    </>
  );
}

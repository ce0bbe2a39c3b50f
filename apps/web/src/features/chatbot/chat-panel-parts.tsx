import type { Ref } from 'react';
import { Bot, Minus, X } from 'lucide-react';
import { chatbot as t } from '../../i18n/chatbot';
import type { ChatView } from './chat-view';

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg';

interface ChatMinimisedProps {
  /** Where the launcher floats: the chip takes its place. */
  position: string;
  restore: Ref<HTMLButtonElement>;
  onViewChange: (view: ChatView) => void;
}

/** The minimised chat: a chip that opens it again, and its close button. */
export function ChatMinimised({ position, restore, onViewChange }: ChatMinimisedProps) {
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

interface ChatHeaderProps {
  titleId: string;
  heading: Ref<HTMLHeadingElement>;
  onViewChange: (view: ChatView) => void;
}

/** The panel's title bar: the assistant's name and what it does, minimise and close. */
export function ChatHeader({ titleId, heading, onViewChange }: ChatHeaderProps) {
  return (
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
  );
}

interface ChatStatusProps {
  status: 'initialising' | 'ready' | 'error';
  initError: string;
  onRetry: () => void;
}

/** The session's start: 'Connessione...' while it opens, the failure with 'Riprova' when it could not. */
export function ChatStatus({ status, initError, onRetry }: ChatStatusProps) {
  return (
    <>
      {status === 'initialising' && (
        <p role="status" className="flex items-center gap-2 text-muted">
          <span
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden="true"
          />
          {t.initialising}
        </p>
      )}
      {status === 'error' && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-danger-soft p-3"
        >
          <p>{initError}</p>
          <button
            type="button"
            className="min-h-11 rounded-lg bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover"
            onClick={onRetry}
          >
            {t.retry}
          </button>
        </div>
      )}
    </>
  );
}

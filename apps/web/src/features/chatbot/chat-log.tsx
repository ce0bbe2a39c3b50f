import { Link } from 'react-router';
import { ExternalLink, Phone, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ChatAction } from '@barber/shared/contract/chatbot';
import { chatbot as t } from '../../i18n/chatbot';
import { actionTarget } from './chat-actions';
import { isLocal, type UiMessage } from './use-chat-session';

interface ChatLogProps {
  messages: readonly UiMessage[];
  waiting: boolean;
  /** A suggestion chip or an action that asks something: sent as if typed. */
  onSend: (text: string) => void;
  /** An action led to a page of the app. */
  onNavigate: () => void;
  onFeedback: (messageId: string, helpful: boolean) => void;
}

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-input-border bg-surface px-3 py-1.5 text-left text-sm ' +
  'text-fg hover:bg-surface-2';
const actionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent px-3 py-2 text-left text-sm font-semibold ' +
  'text-accent-fg no-underline hover:bg-accent-hover';

/** The answers that can be voted on: the server's own (not the welcome, not an error the widget wrote). */
const votable = (message: UiMessage) =>
  message.isBot && !message.isError && !isLocal(message) && message.type !== 'welcome';

/**
 * The conversation, read out politely as it grows (role log); then 'Sto scrivendo' while an answer is awaited.
 * Only the newest answer offers its quick replies: older ones would ask about a moment that has passed.
 */
export function ChatLog({ messages, waiting, onSend, onNavigate, onFeedback }: ChatLogProps) {
  const lastBot = messages.findLastIndex((m) => m.isBot);
  return (
    <>
      <div role="log" aria-live="polite" aria-label={t.log}>
        <ul className="flex flex-col gap-3">
          {messages.map((message, index) => (
            <li
              key={message.id}
              className={`flex flex-col gap-2 ${message.isBot ? 'items-start' : 'items-end'}`}
            >
              <p
                className={`max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-line ${
                  message.isError
                    ? 'rounded-tl-sm border border-danger bg-danger-soft'
                    : message.isBot
                      ? 'rounded-tl-sm bg-surface-2'
                      : 'rounded-tr-sm bg-accent-soft text-accent-soft-fg'
                }`}
              >
                <span className="sr-only">{message.isBot ? `${t.bot}: ` : `${t.you}: `}</span>
                {message.content}
              </p>
              {message.actions.length > 0 && (
                <div role="group" aria-label={t.actionsLabel} className="flex max-w-full flex-wrap gap-2">
                  {message.actions.map((action, i) => (
                    <ActionControl key={i} action={action} onSend={onSend} onNavigate={onNavigate} />
                  ))}
                </div>
              )}
              {index === lastBot && message.suggestions.length > 0 && (
                <div role="group" aria-label={t.suggestionsLabel} className="flex max-w-full flex-wrap gap-2">
                  {message.suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className={chip}
                      disabled={waiting}
                      onClick={() => onSend(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
              )}
              {votable(message) && <Feedback message={message} onFeedback={onFeedback} />}
            </li>
          ))}
        </ul>
      </div>
      <div role="status">
        {waiting && (
          <p className="inline-flex items-center gap-2 rounded-2xl rounded-tl-sm bg-surface-2 px-3 py-2 text-muted">
            {t.typing}
            <span className="flex gap-1" aria-hidden="true">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 animate-bounce rounded-full bg-current"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </p>
        )}
      </div>
    </>
  );
}

function ActionControl({
  action,
  onSend,
  onNavigate,
}: {
  action: ChatAction;
  onSend: (text: string) => void;
  onNavigate: () => void;
}) {
  const target = actionTarget(action);
  if (!target) return null;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={actionClass} onClick={onNavigate}>
        {action.label}
      </Link>
    );
  }
  if (target.kind === 'link') {
    const isPhone = target.href.startsWith('tel:');
    return (
      <a
        href={target.href}
        className={actionClass}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {isPhone ? (
          <Phone className="size-4 shrink-0" aria-hidden="true" />
        ) : (
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        )}
        {action.label}
        {target.newTab && <span className="sr-only"> {t.newTab}</span>}
      </a>
    );
  }
  return (
    <button type="button" className={chip} onClick={() => onSend(target.message)}>
      {action.label}
    </button>
  );
}

function Feedback({
  message,
  onFeedback,
}: {
  message: UiMessage;
  onFeedback: (messageId: string, helpful: boolean) => void;
}) {
  if (message.feedbackSent === 'sent') return <p className="text-sm text-success">{t.thanks}</p>;
  const vote =
    'flex size-11 items-center justify-center rounded-lg border border-border text-muted hover:bg-surface-2 hover:text-fg';
  const busy = message.feedbackSent === 'sending';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <span>{t.feedbackQuestion}</span>
      <button
        type="button"
        className={vote}
        aria-label={t.helpful}
        disabled={busy}
        onClick={() => onFeedback(message.id, true)}
      >
        <ThumbsUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={vote}
        aria-label={t.notHelpful}
        disabled={busy}
        onClick={() => onFeedback(message.id, false)}
      >
        <ThumbsDown className="size-4" aria-hidden="true" />
      </button>
      {message.feedbackSent === 'error' && <span className="w-full text-danger">{t.errors.feedback}</span>}
    </div>
  );
}

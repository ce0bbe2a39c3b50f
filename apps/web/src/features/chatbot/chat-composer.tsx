import { useId, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHATBOT_LIMITS } from '@barber/shared/contract/chatbot-routes';
import { chatbot as t } from '../../i18n/chatbot';

/** The counter appears from here on (90% of the limit), so it does not distract on ordinary questions. */
export const COUNTER_FROM = Math.floor(CHATBOT_LIMITS.messageMax * 0.9);

interface ChatComposerProps {
  ref?: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
  /** False while the session starts or an answer is awaited (001 section 4: one message at a time). */
  canSend: boolean;
  onSend: () => void;
}

/** 'Scrivi la tua domanda...': Enter sends, Shift+Enter starts a new line, at most 1,000 characters. */
export function ChatComposer({ ref, value, onChange, canSend, onSend }: ChatComposerProps) {
  const hintId = useId();
  const counterId = useId();
  const ready = canSend && value.trim() !== '';
  const showCounter = value.length >= COUNTER_FROM;
  return (
    <form
      className="flex items-end gap-2 border-t border-border bg-surface p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <textarea
          ref={ref}
          value={value}
          rows={2}
          maxLength={CHATBOT_LIMITS.messageMax}
          placeholder={t.placeholder}
          aria-label={t.inputLabel}
          aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
          enterKeyHint="send"
          className="block max-h-32 min-h-11 w-full resize-none rounded-lg border border-input-border bg-surface px-3 py-2 text-base text-fg placeholder:text-muted"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (ready) onSend();
          }}
        />
        <span id={hintId} className="sr-only">
          {t.inputHint}
        </span>
        {showCounter && (
          <span
            id={counterId}
            className={`text-right text-xs ${value.length >= CHATBOT_LIMITS.messageMax ? 'text-danger' : 'text-muted'}`}
          >
            {t.counter(value.length, CHATBOT_LIMITS.messageMax)}
          </span>
        )}
      </div>
      <button
        type="submit"
        aria-label={t.send}
        disabled={!ready}
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-fg hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-60"
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}

import { forwardRef, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { bookingTexts as b } from '../../i18n/booking-flow';

/**
 * One step of the guest's page: its number and name, then either the choice to make (open) or what was
 * chosen with 'Cambia'. The heading takes the focus when the step opens (without opening a keyboard) and
 * clears the fixed navbar when scrolled to.
 */
export const GuestStep = forwardRef<
  HTMLHeadingElement,
  {
    number: number;
    title: string;
    /** What was chosen; absent while the step is open. */
    done?: ReactNode;
    onChange?: () => void;
    children?: ReactNode;
  }
>(function GuestStep({ number, title, done, onChange, children }, heading) {
  const headingId = `guest-step-${number}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          aria-label={`${number}. ${title}`}
          className="flex scroll-mt-24 items-center gap-2 text-xl font-semibold outline-none"
        >
          <span
            aria-hidden="true"
            className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm ${
              done ? 'bg-accent text-accent-fg' : 'border-2 border-accent text-accent-text'
            }`}
          >
            {done ? <Check className="size-4" /> : number}
          </span>
          {title}
        </h2>
        {done && onChange && (
          <button
            type="button"
            onClick={onChange}
            aria-label={b.changeWhat(title)}
            className="min-h-11 rounded-lg px-3 font-semibold text-accent-text hover:bg-surface-2"
          >
            {b.change}
          </button>
        )}
      </div>
      {done ? <div className="rounded-lg bg-surface-2 px-4 py-3 font-medium">{done}</div> : children}
    </section>
  );
});

/** A tappable row of a step's list (a service, a barber): the whole row is the button. */
export function ChoiceRow({
  title,
  detail,
  aside,
  pressed,
  onClick,
  icon,
}: {
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
  pressed: boolean;
  onClick: () => void;
  icon?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex min-h-14 w-full items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors ${
        pressed
          ? 'border-accent bg-accent-soft'
          : 'border-input-border bg-surface hover:border-accent hover:bg-accent-soft'
      }`}
    >
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        {detail && <span className="block text-sm text-muted">{detail}</span>}
      </span>
      {aside && <span className="shrink-0 font-semibold text-accent-text tabular-nums">{aside}</span>}
    </button>
  );
}

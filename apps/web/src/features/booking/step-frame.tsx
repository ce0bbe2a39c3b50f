import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../components/card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bookingConfirmation } from '../../i18n/booking-confirmation';

const STEPS = bookingConfirmation.confirmation.stepNames;

/**
 * Whether this booking has a payment step: only when there is a method to choose (online payments on). With
 * the shop as the only way to pay the review books directly and the progress shows two steps.
 */
export const PaymentStepShown = createContext(true);

/**
 * The frame of each confirmation step: progress, then the title, which takes the focus when the step changes
 * so a screen reader announces where the user is now.
 */
export function StepFrame({
  step,
  title,
  intro,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const withPayment = useContext(PaymentStepShown);
  const steps = withPayment ? STEPS : STEPS.filter((_, index) => index !== 1);
  const position = withPayment || step === 1 ? step : step - 1;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <Card className="p-4 sm:p-8">
        <nav aria-label={bookingConfirmation.confirmation.steps}>
          <p className="sr-only">{bookingConfirmation.confirmation.stepCurrent(position, steps.length)}</p>
          <ol className="flex gap-2 text-sm">
            {steps.map((name, index) => {
              const state = index + 1 < position ? 'done' : index + 1 === position ? 'current' : 'todo';
              return (
                <li
                  key={name}
                  aria-current={state === 'current' ? 'step' : undefined}
                  className={`flex-1 border-t-4 pt-2 ${
                    state === 'todo' ? 'border-border text-muted' : 'border-accent font-semibold text-fg'
                  }`}
                >
                  {name}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 ref={heading} tabIndex={-1} className="mt-6 font-display text-3xl font-semibold outline-none">
          {title}
        </h1>
        {intro && <div className="mt-2 text-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}

import type { Ref } from 'react';
import { consultation as t } from '../../i18n/consultation';
import { SUMMARY_STEP } from './consultation-form';

/** The four steps' progress bar and the current step's heading, which takes the focus when the step changes. */
export function StepHeader({ step, headingRef }: { step: number; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <ol className="grid grid-cols-4 gap-1.5" aria-label={t.stepOf(Math.min(step + 1, 4), 4)}>
        {t.steps.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={`h-1.5 rounded-full ${index <= step ? 'bg-accent' : 'bg-surface-2'}`}
          >
            <span className="sr-only">{label}</span>
          </li>
        ))}
      </ol>
      <div>
        {step !== SUMMARY_STEP && <p className="text-sm text-muted">{t.stepOf(step + 1, 4)}</p>}
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {step === SUMMARY_STEP ? t.summaryStep : t.steps[step]}
        </h3>
      </div>
    </>
  );
}

import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-message';

/** What the control inside a LabelledField spreads on itself to be tied to the label, hint and error. */
export interface LabelledControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What every labelled field takes besides its control's own props. */
export interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  /** The control's id; a generated one when missing. */
  id?: string;
  /** Classes of the whole field (label, control and messages), e.g. its width. */
  className?: string;
}

/** A field's props split into the frame's and the control's. */
export function splitFieldProps<P extends FieldFrameProps>({ label, hint, error, id, className, ...control }: P) {
  return [{ label, hint, error, id, className }, control] as const;
}

interface LabelledFieldProps extends FieldFrameProps {
  children: (control: LabelledControlProps) => ReactNode;
}

/** The frame every form control shares: its label above, its hint and error below, wired for screen readers. */
export function LabelledField({ label, hint, error, id, className = '', children }: LabelledFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="font-medium">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy([hint && hintId, error && errorId]),
      })}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

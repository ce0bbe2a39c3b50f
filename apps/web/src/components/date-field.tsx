import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-message';
import { inputClasses } from './input-styles';

interface DateFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  hint?: string;
  error?: string;
  /** Controls shown beside the input (e.g. previous/next day buttons). */
  addon?: ReactNode;
}

/**
 * A labelled native date input ("YYYY-MM-DD" value): phones open their own calendar; min and max limit it.
 */
export function DateField({ label, hint, error, addon, id, className = '', ...inputProps }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={inputId}
          type="date"
          className={`${inputClasses} min-w-0 flex-1`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([hint && hintId, error && errorId])}
          {...inputProps}
        />
        {addon}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

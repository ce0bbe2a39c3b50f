import { useId, useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { describedBy, FieldMessages } from './field-message';
import { inputClasses } from './input-styles';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  showLabel: string;
  hideLabel: string;
  hint?: string;
  error?: string;
}

/** A password input with a show/hide button that states what it will do. */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  hint,
  error,
  id,
  className = '',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`${inputClasses} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([hint && hintId, error && errorId])}
          {...inputProps}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-fg"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

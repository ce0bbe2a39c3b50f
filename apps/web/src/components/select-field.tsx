import { useId, type ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { describedBy, FieldMessages } from './field-message';
import { inputClasses } from './input-styles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Seleziona un barbiere"); it cannot be picked again once a value is set. */
  placeholder?: string;
  hint?: string;
  error?: string;
}

/**
 * A labelled native select: on phones it opens the system picker, which is faster and more accessible than
 * any custom list.
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className = '',
  ...selectProps
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          className={`${inputClasses} appearance-none pr-10 disabled:cursor-not-allowed disabled:opacity-60`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([hint && hintId, error && errorId])}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

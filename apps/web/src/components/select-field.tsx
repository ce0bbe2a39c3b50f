import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'>, FieldFrameProps {
  options: readonly SelectOption[];
  /** The first, empty choice ("Seleziona un barbiere"); it cannot be picked again once a value is set. */
  placeholder?: string;
}

/**
 * A labelled native select: on phones it opens the system picker, which is faster and more accessible than
 * any custom list.
 */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const [frame, selectProps] = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={`${inputClasses} appearance-none pr-10 disabled:cursor-not-allowed disabled:opacity-60`}
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
      )}
    </LabelledField>
  );
}

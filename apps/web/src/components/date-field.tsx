import type { ComponentProps, ReactNode } from 'react';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';

interface DateFieldProps extends Omit<ComponentProps<'input'>, 'type'>, FieldFrameProps {
  /** Controls shown beside the input (e.g. previous/next day buttons). */
  addon?: ReactNode;
}

/**
 * A labelled native date input ("YYYY-MM-DD" value): phones open their own calendar; min and max limit it.
 */
export function DateField({ addon, ...props }: DateFieldProps) {
  const [frame, inputProps] = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      {(control) => (
        <div className="flex items-stretch gap-2">
          <input {...control} type="date" className={`${inputClasses} min-w-0 flex-1`} {...inputProps} />
          {addon}
        </div>
      )}
    </LabelledField>
  );
}

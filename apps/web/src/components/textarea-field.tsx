import type { ComponentProps } from 'react';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';

export function TextareaField(props: ComponentProps<'textarea'> & FieldFrameProps) {
  const [frame, textareaProps] = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      {(control) => <textarea {...control} rows={3} className={`${inputClasses} resize-y`} {...textareaProps} />}
    </LabelledField>
  );
}

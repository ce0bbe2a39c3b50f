import type { ComponentProps } from 'react';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';

export type TextFieldProps = ComponentProps<'input'> & FieldFrameProps;

/** A labelled input with its hint and error wired for screen readers. */
export function TextField(props: TextFieldProps) {
  const [frame, inputProps] = splitFieldProps(props);
  return (
    <LabelledField {...frame}>
      {(control) => <input {...control} className={inputClasses} {...inputProps} />}
    </LabelledField>
  );
}

import { TextField, type TextFieldProps } from './text-field';

/** An email input: the browser checks the format and phones show their email keyboard. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" {...props} />;
}

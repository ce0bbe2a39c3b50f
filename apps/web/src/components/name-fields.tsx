import { TextField, type TextFieldProps } from './text-field';

/** One of the two name inputs: its label and error, plus what the form library registers on it. */
type NameInput = Omit<TextFieldProps, 'autoComplete'>;

interface NameFieldsProps extends Omit<TextFieldProps, 'label' | 'error'> {
  firstName: NameInput;
  lastName: NameInput;
  /**
   * The person typing is the one named (registration, own profile): the browser may fill in their saved name.
   * Staff entering someone else's name pass autoComplete="off" instead.
   */
  ownName?: boolean;
}

/** The first-name and last-name inputs every person form asks for, side by side in the caller's layout. */
export function NameFields({ firstName, lastName, ownName = false, ...shared }: NameFieldsProps) {
  return (
    <>
      <TextField autoComplete={ownName ? 'given-name' : undefined} {...shared} {...firstName} />
      <TextField autoComplete={ownName ? 'family-name' : undefined} {...shared} {...lastName} />
    </>
  );
}

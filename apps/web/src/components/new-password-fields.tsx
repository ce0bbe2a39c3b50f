import { PasswordField, type PasswordFieldProps } from './password-field';

/** One of the two inputs: its label, hint and error, plus what the form library registers on it. */
type NewPasswordInput = Omit<PasswordFieldProps, 'autoComplete'>;

/**
 * A new password and its confirmation, side by side in the caller's layout; marked as new so password
 * managers offer to generate and save one.
 */
export function NewPasswordFields({ password, confirmation }: { password: NewPasswordInput; confirmation: NewPasswordInput }) {
  return (
    <>
      <PasswordField autoComplete="new-password" {...password} />
      <PasswordField autoComplete="new-password" {...confirmation} />
    </>
  );
}

import { useState } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { checkWithSchema, focusFirstError } from '../../lib/schema-field-errors';
import { useSentForm } from '../../lib/use-sent-form';
import { barber as b } from '../../i18n/barber';
import { changePassword } from './barber-api';
import { PasswordFormSchema, type PasswordFormValues } from './profile-schema';

const t = b.profile;
const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof PasswordFormValues;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const isWrongPassword = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The spec's 401 text for a wrong current password; otherwise the server's message or the generic one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return isWrongPassword(error) ? t.wrongPassword : error.message;
  return t.errors.password;
}

/**
 * 'Cambia password'. The server ends the account's other sessions and answers a fresh token, which replaces
 * the current one exactly as a login would, so this tab stays signed in.
 */
export function PasswordForm({ email }: { email: string }) {
  const { signIn } = useAuth();
  const form = useSentForm(empty, FIELDS, failureText);
  // 'Password cambiata' stays until the next change is sent, though the fields are emptied.
  const [changed, setChanged] = useState(false);

  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<PasswordFormValues, Field>(PasswordFormSchema, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    setChanged(false);
    let wrong = false;
    const { currentPassword, newPassword } = checked.data;
    const answer = await form.send(() =>
      changePassword({ currentPassword, newPassword }).catch((error: unknown) => {
        wrong = isWrongPassword(error);
        throw error;
      }),
    );
    if (!answer) {
      if (wrong) form.setErrors({ currentPassword: t.wrongPassword });
      return;
    }
    signIn(answer.token, answer.user);
    form.reset();
    setChanged(true);
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <PasswordField label={label} autoComplete={autoComplete} hint={hint} {...form.text(name)} />
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <h3 id="profile-password-title" className="text-xl font-semibold">
        {t.passwordTitle}
      </h3>
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      {field('currentPassword', t.currentPassword, 'current-password')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('newPassword', t.newPassword, 'new-password', t.newPasswordHint)}
        {field('confirmPassword', t.confirmPassword, 'new-password')}
      </div>
      {changed && <FormAlert tone="success">{t.passwordChanged}</FormAlert>}
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Button
        type="submit"
        className="sm:self-start"
        pending={form.sending}
        pendingLabel={t.changingPassword}
      >
        {t.changePassword}
      </Button>
    </form>
  );
}

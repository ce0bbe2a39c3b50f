import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { barber as b } from '../../i18n/barber';
import { changePassword } from './barber-api';
import { PasswordFormSchema, type PasswordFormValues } from './profile-schema';

const t = b.profile;
const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The spec's 401 text for a wrong current password; otherwise the server's message or the generic one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? t.wrongPassword : error.message;
  return t.errors.password;
}

/**
 * 'Cambia password'. The server ends the account's other sessions and answers a fresh token, which replaces
 * the current one exactly as a login would, so this tab stays signed in.
 */
export function PasswordForm({ email }: { email: string }) {
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(PasswordFormSchema), defaultValues: empty });

  const mutation = useMutation({
    mutationFn: (values: PasswordFormValues) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: (answer) => {
      signIn(answer.token, answer.user);
      reset(empty);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401)
        setError('currentPassword', { message: t.wrongPassword });
    },
  });

  const field = (name: keyof PasswordFormValues, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      hint={hint}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-password-title"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
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
      {mutation.isSuccess && <FormAlert tone="success">{t.passwordChanged}</FormAlert>}
      {mutation.isError && <FormAlert>{failureText(mutation.error)}</FormAlert>}
      <Button
        type="submit"
        className="sm:self-start"
        pending={mutation.isPending}
        pendingLabel={t.changingPassword}
      >
        {t.changePassword}
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { NewPasswordForm as NewPasswordFormSchema } from './account-form-schemas';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { TextLink } from '../../components/text-link';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors, errorMessage } from '../../lib/form-errors';
import { it } from '../../i18n/it';
import { confirmPasswordReset } from './auth-api';
import { forgetResetToken } from './reset-token';

type Values = z.input<typeof NewPasswordFormSchema>;
type Payload = z.output<typeof NewPasswordFormSchema>;
const resolver = lazyZodResolver<Values, Payload>(() => import('./account-form-schemas').then((m) => m.NewPasswordForm));

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ newPassword }: Payload) => confirmPasswordReset({ token, newPassword }),
    onSuccess: (answer) => {
      toast.success(answer.message || it.reset.confirmDone);
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      // A link is single-use and short-lived: once refused, its token leaves the address bar.
      if (error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID') forgetResetToken();
      applyFieldErrors(error, setError, ['newPassword']);
    },
  });
  const linkExpired = mutation.error instanceof ApiError && mutation.error.code === 'RESET_TOKEN_INVALID';

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError && (
        <FormAlert>
          <p>{errorMessage(mutation.error)}</p>
          {linkExpired && (
            <p className="mt-2">
              <TextLink to="/reset-password">{it.reset.requestNew}</TextLink>
            </p>
          )}
        </FormAlert>
      )}
      <PasswordField
        label={it.reset.newPassword}
        autoComplete="new-password"
        hint={it.register.passwordHint}
        showLabel={it.form.showPassword}
        hideLabel={it.form.hidePassword}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={it.reset.confirmPassword}
        autoComplete="new-password"
        showLabel={it.form.showPassword}
        hideLabel={it.form.hidePassword}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" pending={mutation.isPending} pendingLabel={it.reset.confirmPending}>
        {it.reset.confirmSubmit}
      </Button>
    </form>
  );
}

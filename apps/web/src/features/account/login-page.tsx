import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@barber/shared/schemas/auth';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { TextLink } from '../../components/text-link';
import { useAuth } from '../../lib/auth-context';
import { applyFieldErrors, errorMessage } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { AuthCard } from './auth-card';
import { login } from './auth-api';

type LoginValues = z.input<typeof LoginRequest>;
type LoginPayload = z.output<typeof LoginRequest>;
const resolver = lazyZodResolver<LoginValues, LoginPayload>(() => import('./account-form-schemas').then((m) => m.LoginRequest));

/** After a successful login the route guard sends the user on (back to the page they came from, or by role). */
export default function LoginPage() {
  useDocumentTitle(it.login.title);
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginPayload>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => signIn(answer.token, answer.user),
    onError: (error) => applyFieldErrors(error, setError, ['email', 'password']),
  });

  return (
    <AuthCard
      title={it.login.title}
      intro={it.login.intro}
      footer={
        <>
          <p>
            {it.login.noAccount} <TextLink to="/register">{it.login.toRegister}</TextLink>
          </p>
          <p>
            <TextLink to="/reset-password">{it.login.forgot}</TextLink>
          </p>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError && <FormAlert>{errorMessage(mutation.error)}</FormAlert>}
        <TextField
          label={it.login.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={it.login.password}
          autoComplete="current-password"
          showLabel={it.form.showPassword}
          hideLabel={it.form.hidePassword}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" pending={mutation.isPending} pendingLabel={it.login.pending}>
          {it.login.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

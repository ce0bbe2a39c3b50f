import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { RegisterForm } from './account-form-schemas';
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
import { register as registerAccount } from './auth-api';

type RegisterValues = z.input<typeof RegisterForm>;
type RegisterPayload = z.output<typeof RegisterForm>;
/** The server's RegisterRequest plus the confirmation, loaded with the first validation. */
const resolver = lazyZodResolver<RegisterValues, RegisterPayload>(() => import('./account-form-schemas').then((m) => m.RegisterForm));

const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

export default function RegisterPage() {
  useDocumentTitle(it.register.title);
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterPayload>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...payload }: RegisterPayload) => registerAccount(payload),
    onSuccess: (answer) => {
      toast.success(it.register.success(answer.user.firstName));
      signIn(answer.token, answer.user);
    },
    onError: (error) => applyFieldErrors(error, setError, SERVER_FIELDS),
  });

  return (
    <AuthCard
      title={it.register.title}
      intro={it.register.intro}
      footer={
        <p>
          {it.register.haveAccount} <TextLink to="/login">{it.register.toLogin}</TextLink>
        </p>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError && <FormAlert>{errorMessage(mutation.error)}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={it.register.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={it.register.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={it.register.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={it.register.phone}
          type="tel"
          autoComplete="tel"
          hint={it.register.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PasswordField
          label={it.register.password}
          autoComplete="new-password"
          hint={it.register.passwordHint}
          showLabel={it.form.showPassword}
          hideLabel={it.form.hidePassword}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={it.register.confirmPassword}
          autoComplete="new-password"
          showLabel={it.form.showPassword}
          hideLabel={it.form.hidePassword}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" pending={mutation.isPending} pendingLabel={it.register.pending}>
          {it.register.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PasswordResetRequest } from '@barber/shared/schemas/auth';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { applyFieldErrors, errorMessage } from '../../lib/form-errors';
import { it } from '../../i18n/it';
import { requestPasswordReset } from './auth-api';

type Values = z.input<typeof PasswordResetRequest>;
type Payload = z.output<typeof PasswordResetRequest>;
const resolver = lazyZodResolver<Values, Payload>(() => import('./account-form-schemas').then((m) => m.PasswordResetRequest));

export function RequestResetForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({
    resolver,
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => applyFieldErrors(error, setError, ['email']),
  });

  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-medium">{mutation.data.message}</p>
        <p className="mt-1 text-sm">{it.reset.requestDone}</p>
      </FormAlert>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError && <FormAlert>{errorMessage(mutation.error)}</FormAlert>}
      <TextField
        label={it.reset.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" pending={mutation.isPending} pendingLabel={it.reset.requestPending}>
        {it.reset.requestSubmit}
      </Button>
    </form>
  );
}

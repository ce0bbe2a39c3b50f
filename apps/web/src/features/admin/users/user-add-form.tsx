import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateUserRequest } from '@barber/shared/schemas/users';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { it } from '../../../i18n/it';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { roleOptions } from './role-options';
import { SuggestedPasswordField } from './suggested-password-field';
import { createUser } from './users-api';

type Values = z.input<typeof CreateUserRequest>;
const EMPTY: Values = { email: '', firstName: '', lastName: '', phone: '', role: 'client', password: '' };
const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'role', 'password'] as const;

const failure = (prefix: string, error: unknown) =>
  `${prefix}${error instanceof ApiError ? error.message : it.errors.unexpected}`;

export function UserAddForm({ onDone }: { onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof CreateUserRequest>>({
    resolver: zodResolver(CreateUserRequest),
    defaultValues: EMPTY,
  });
  // Remounts the password field after a creation, so the last suggestion is not shown for the next user.
  const [createdCount, setCreatedCount] = useState(0);
  const mutation = useMutation({
    mutationFn: createUser,
    onSuccess: (answer) => {
      reset(EMPTY);
      setCreatedCount((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      onDone(answer.message || admin.users.created);
    },
    onError: (error) => applyFieldErrors(error, setError, FIELDS),
  });
  return (
    <form
      noValidate
      aria-labelledby="user-add-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <h3 id="user-add-title" className="text-lg font-semibold">
        {admin.users.addTitle}
      </h3>
      {mutation.isError && <FormAlert>{failure(admin.users.errors.create, mutation.error)}</FormAlert>}
      <TextField
        label={admin.users.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={admin.users.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={admin.users.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={admin.users.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label={admin.users.role}
          options={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
      </div>
      <SuggestedPasswordField
        key={createdCount}
        label={admin.users.password}
        error={errors.password?.message}
        field={register('password')}
        onSuggest={(password) => setValue('password', password, { shouldValidate: true })}
      />
      <div>
        <Button type="submit" pending={mutation.isPending} pendingLabel={admin.users.adding}>
          {admin.users.add}
        </Button>
      </div>
    </form>
  );
}

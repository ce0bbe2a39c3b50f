import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateUserRequest } from '@barber/shared/schemas/users';
import { EmailField } from '../../../components/email-field';
import { NameFields } from '../../../components/name-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors } from '../../../lib/form-errors';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminAddForm } from '../admin-forms';
import { userFailure } from './user-failure';
import { roleOptions } from './role-options';
import { SuggestedPasswordField } from './suggested-password-field';
import { createUser } from './users-api';

type Values = z.input<typeof CreateUserRequest>;
const EMPTY: Values = { email: '', firstName: '', lastName: '', phone: '', role: 'client', password: '' };
const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'role', 'password'] as const;

export function UserAddForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
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
    <AdminAddForm
      titleId="user-add-title"
      title={admin.users.addTitle}
      submitLabel={admin.users.add}
      pendingLabel={admin.users.adding}
      error={mutation.isError ? userFailure(admin.users.errors.create, mutation.error) : undefined}
      pending={mutation.isPending}
      {...(onCancel ? { onCancel } : {})}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <EmailField
        label={admin.users.email}
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          autoComplete="off"
          firstName={{
            label: admin.users.firstName,
            error: errors.firstName?.message,
            ...register('firstName'),
          }}
          lastName={{ label: admin.users.lastName, error: errors.lastName?.message, ...register('lastName') }}
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
    </AdminAddForm>
  );
}

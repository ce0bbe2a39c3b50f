import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ServiceRequest } from '@barber/shared/schemas/staff';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { ServiceFields, type ServiceFormValues } from './service-fields';
import { createService } from './services-api';

const EMPTY: ServiceFormValues = { name: '', price: '', duration: '', description: '' };

export function ServiceAddForm({ onDone }: { onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, z.output<typeof ServiceRequest>>({
    resolver: zodResolver(ServiceRequest),
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: createService,
    onSuccess: (answer) => {
      reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: adminKeys.services });
      onDone(answer.message || admin.services.created);
    },
    onError: (error) => applyFieldErrors(error, setError, ['name', 'price', 'duration', 'description']),
  });
  return (
    <form
      noValidate
      aria-labelledby="service-add-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <h3 id="service-add-title" className="text-lg font-semibold">
        {admin.services.addTitle}
      </h3>
      {mutation.isError && (
        <FormAlert>
          {mutation.error instanceof ApiError && mutation.error.message
            ? mutation.error.message
            : admin.services.errors.create}
        </FormAlert>
      )}
      <ServiceFields register={register} errors={errors} />
      <div>
        <Button type="submit" pending={mutation.isPending} pendingLabel={admin.services.adding}>
          {admin.services.add}
        </Button>
      </div>
    </form>
  );
}

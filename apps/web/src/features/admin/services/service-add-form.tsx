import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ServiceRequest } from '@barber/shared/schemas/staff';
import { applyFieldErrors } from '../../../lib/form-errors';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminAddForm } from '../admin-forms';
import { serverMessageOr } from '../use-admin-removal';
import { ServiceFields, type ServiceFormValues } from './service-fields';
import { createService } from './services-api';

const EMPTY: ServiceFormValues = { name: '', price: '', duration: '', description: '' };

export function ServiceAddForm({
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
    <AdminAddForm
      titleId="service-add-title"
      title={admin.services.addTitle}
      submitLabel={admin.services.add}
      pendingLabel={admin.services.adding}
      error={mutation.isError ? serverMessageOr(admin.services.errors.create)(mutation.error) : undefined}
      pending={mutation.isPending}
      {...(onCancel ? { onCancel } : {})}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <ServiceFields register={register} errors={errors} />
    </AdminAddForm>
  );
}

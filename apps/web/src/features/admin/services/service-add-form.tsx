import { useQueryClient } from '@tanstack/react-query';
import { ServiceRequest } from '@barber/shared/schemas/staff';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminAddForm } from '../admin-forms';
import { ServiceFields, useServiceForm, type ServiceFormValues } from './service-fields';
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
  const { form, submit } = useServiceForm(
    EMPTY,
    ServiceRequest,
    createService,
    admin.services.errors.create,
  );
  return (
    <AdminAddForm
      titleId="service-add-title"
      title={admin.services.addTitle}
      submitLabel={admin.services.add}
      pendingLabel={admin.services.adding}
      error={form.failure}
      pending={form.sending}
      {...(onCancel ? { onCancel } : {})}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget).then((answer) => {
          if (!answer) return;
          form.reset();
          void queryClient.invalidateQueries({ queryKey: adminKeys.services });
          onDone(answer.message || admin.services.created);
        });
      }}
    >
      <ServiceFields text={form.text} />
    </AdminAddForm>
  );
}

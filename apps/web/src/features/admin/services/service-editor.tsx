import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Service } from '@barber/shared/schemas/catalog';
import { UpdateServiceRequest } from '@barber/shared/schemas/staff';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminInlineEditor } from '../admin-forms';
import { ServiceFields, useServiceForm, type ServiceFormValues } from './service-fields';
import { updateService } from './services-api';

/** A service's Italian fields, edited in place of its row. */
export function ServiceEditor({
  service,
  onCancel,
  onSaved,
}: {
  service: Service;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [start] = useState<ServiceFormValues>(() => ({
    name: service.name,
    price: String(service.price),
    duration: String(service.duration),
    description: service.description ?? '',
  }));
  const { form, submit } = useServiceForm(
    start,
    UpdateServiceRequest,
    (values) => updateService(service._id, values),
    admin.services.errors.update,
  );
  return (
    <AdminInlineEditor
      label={admin.services.editLabel(service.name)}
      onCancel={onCancel}
      error={form.failure}
      pending={form.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget).then((answer) => {
          if (!answer) return;
          void queryClient.invalidateQueries({ queryKey: adminKeys.services });
          onSaved(answer.message || admin.services.updated);
        });
      }}
    >
      <ServiceFields text={form.text} labelSuffix={service.name} startInName />
    </AdminInlineEditor>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Service } from '@barber/shared/schemas/catalog';
import { Button } from '../../../components/button';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { adminServicesQuery } from '../catalog-queries';
import { ServiceAddForm } from './service-add-form';
import { ServiceRow } from './service-row';
import { deleteService } from './services-api';

/** 'Servizi': add, edit in place, delete (or deactivate, when appointments still reference the service). */
export function ServicesTab() {
  const queryClient = useQueryClient();
  const services = useQuery(adminServicesQuery);
  const [toDelete, setToDelete] = useState<Service | null>(null);
  // A toast rather than a banner: on a phone a banner would be out of sight above the row just edited.
  const done = (message: string) => toast.success(message);

  const removal = useMutation({
    mutationFn: (service: Service) => deleteService(service._id),
    onSuccess: (result) => {
      setToDelete(null);
      done(result.outcome === 'deactivated' ? admin.services.deactivated : admin.services.deleted);
      void queryClient.invalidateQueries({ queryKey: adminKeys.services });
    },
  });

  const list = [...(services.data ?? [])].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name, 'it'),
  );

  return (
    <section aria-labelledby="services-title" className="flex flex-col gap-5">
      <h2 id="services-title" className="font-display text-2xl font-semibold">
        {admin.services.title}
      </h2>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <ServiceAddForm onDone={done} />
        <section aria-labelledby="services-list-title" className="flex min-w-0 flex-col gap-3">
          <h3 id="services-list-title" className="text-lg font-semibold">
            {admin.services.listTitle}
          </h3>
          {services.isPending ? (
            <Spinner label={admin.services.loading} className="size-6" />
          ) : services.isError ? (
            <FormAlert>
              <p>{admin.services.errors.load}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void services.refetch()}>
                {admin.common.retry}
              </Button>
            </FormAlert>
          ) : list.length === 0 ? (
            <p className="text-muted">{admin.services.empty}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((service) => (
                <li key={service._id}>
                  <ServiceRow
                    service={service}
                    onDone={done}
                    onDelete={(s) => {
                      removal.reset();
                      setToDelete(s);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <AdminDeleteDialog
        target={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(target) => removal.mutate(target)}
        message={toDelete ? admin.services.deleteConfirm(toDelete.name) : ''}
        pending={removal.isPending}
        error={
          removal.isError
            ? removal.error instanceof ApiError && removal.error.message
              ? removal.error.message
              : admin.services.errors.delete
            : undefined
        }
      />
    </section>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Service } from '@barber/shared/schemas/catalog';
import { AdminListState } from '../admin-list-state';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { AddFormButton, useAddForm } from '../admin-forms';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { adminServicesQuery } from '../catalog-queries';
import { serverMessageOr, useAdminRemoval } from '../use-admin-removal';
import { ServiceAddForm } from './service-add-form';
import { ServiceRow } from './service-row';
import { deleteService } from './services-api';

/** 'Servizi': add, edit in place, delete (or deactivate, when appointments still reference the service). */
export function ServicesTab() {
  const queryClient = useQueryClient();
  const services = useQuery(adminServicesQuery);
  // A toast rather than a banner: on a phone a banner would be out of sight above the row just edited.
  const done = (message: string) => toast.success(message);
  const add = useAddForm();

  const removal = useAdminRemoval({
    remove: (service: Service) => deleteService(service._id),
    describeError: serverMessageOr(admin.services.errors.delete),
    onRemoved: (result) => {
      done(result.outcome === 'deactivated' ? admin.services.deactivated : admin.services.deleted);
      void queryClient.invalidateQueries({ queryKey: adminKeys.services });
    },
  });

  const list = [...(services.data ?? [])].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name, 'it'),
  );

  return (
    <section aria-labelledby="services-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="services-title" className="font-display text-2xl font-semibold">
          {admin.services.title}
        </h2>
        <AddFormButton
          form={add}
          controls="service-add"
          label={admin.services.addTitle}
          closeLabel={admin.common.close}
        />
      </div>
      {/* Closed by default: on a phone the list comes first; opened, the form sits beside it on a wide screen. */}
      <div
        className={`grid gap-5 ${add.open ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start' : ''}`}
      >
        <div id="service-add" hidden={!add.open}>
          {add.open && (
            <ServiceAddForm
              onDone={(message) => {
                done(message);
                add.close();
              }}
              onCancel={add.close}
            />
          )}
        </div>
        <section aria-labelledby="services-list-title" className="flex min-w-0 flex-col gap-3">
          <h3 id="services-list-title" className="text-lg font-semibold">
            {admin.services.listTitle}
          </h3>
          <AdminListState
            query={services}
            loadingLabel={admin.services.loading}
            loadErrorLabel={admin.services.errors.load}
            emptyLabel={admin.services.empty}
            isEmpty={list.length === 0}
          >
            <ul className="flex flex-col gap-3">
              {list.map((service) => (
                <li key={service._id}>
                  <ServiceRow service={service} onDone={done} onDelete={removal.ask} />
                </li>
              ))}
            </ul>
          </AdminListState>
        </section>
      </div>
      <AdminDeleteDialog
        {...removal.dialog}
        message={removal.target ? admin.services.deleteConfirm(removal.target.name) : ''}
      />
    </section>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Service } from '@barber/shared/schemas/catalog';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { useAddForm } from '../admin-forms';
import { AddListTab } from '../add-list-tab';
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
    <AddListTab
      name="services"
      texts={admin.services}
      add={add}
      addForm={(form) => <ServiceAddForm {...form} />}
      onAdded={done}
      query={services}
      isEmpty={list.length === 0}
      list={
        <ul className="flex flex-col gap-3">
          {list.map((service) => (
            <li key={service._id}>
              <ServiceRow service={service} onDone={done} onDelete={removal.ask} />
            </li>
          ))}
        </ul>
      }
    >
      <AdminDeleteDialog
        {...removal.dialog}
        message={removal.target ? admin.services.deleteConfirm(removal.target.name) : ''}
      />
    </AddListTab>
  );
}

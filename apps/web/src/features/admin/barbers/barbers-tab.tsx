import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { UserPlus } from 'lucide-react';
import type { Barber } from '@barber/shared/schemas/catalog';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingBlock } from '../../../components/loading-block';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { staff } from '../../../i18n/staff';
import { AddFormButton, useAddForm } from '../admin-forms';
import { adminKeys } from '../admin-request';
import { adminBarbersQuery, adminServicesQuery, barberName } from '../catalog-queries';
import { useShopToday } from '../use-shop-today';
import { AddBarberForm } from './add-barber-form';
import { BarberCard } from './barber-card';
import { deactivateBarber } from './barbers-api';
import { EditBarberDialog } from './edit-barber-dialog';
import { BarberLimitBanner, invalidateSubscription, useBarberLimit } from '../../subscription';

const t = staff.barbers;

/** The admin's 'Barbieri' tab: add form, the list (inactive barbers last), edit modal and deactivation. */
export function BarbersTab() {
  const queryClient = useQueryClient();
  const today = useShopToday();
  const barbers = useQuery(adminBarbersQuery);
  const services = useQuery(adminServicesQuery);
  // The plan's barber limit (issue 12): the banner, and no creation once it is reached.
  const barberLimit = useBarberLimit();
  const [editing, setEditing] = useState<Barber | null>(null);
  const [deleting, setDeleting] = useState<Barber | null>(null);
  const add = useAddForm();
  // Opened from its button the form takes the focus on its title, not on a field (no phone keyboard popping up).
  const addTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (add.open) addTitle.current?.focus({ preventScroll: true });
  }, [add.open]);

  const remove = useMutation({
    mutationFn: (barber: Barber) => deactivateBarber(barber._id),
    onSuccess: ({ futureAppointments }) => {
      toast.success(
        t.deleted,
        futureAppointments > 0 ? { description: t.futureAppointments(futureAppointments) } : undefined,
      );
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
      void invalidateSubscription(queryClient);
    },
  });

  const activeServices = (services.data ?? []).filter((s) => s.isActive);
  const sorted = [...(barbers.data ?? [])].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || barberName(a).localeCompare(barberName(b), 'it'),
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold">{t.title}</h2>
        <AddFormButton
          form={add}
          controls="add-barber-form"
          label={t.addTitle}
          closeLabel={t.closeForm}
          icon={<UserPlus className="size-4" aria-hidden="true" />}
        />
      </div>
      <BarberLimitBanner limit={barberLimit} />
      {(barbers.isError || services.isError) && (
        <LoadError
          icon
          retryLabel={t.retry}
          onRetry={() => {
            if (barbers.isError) void barbers.refetch();
            if (services.isError) void services.refetch();
          }}
        >
          {barbers.isError && <p className="font-semibold">{t.errors.barbers}</p>}
          {services.isError && <p className="font-semibold">{t.errors.services}</p>}
        </LoadError>
      )}
      {/* The form is long (services, a whole week): it opens from its button so the list stays in reach on a phone. */}
      <div id="add-barber-form" hidden={!add.open}>
        {add.open && (
          <Card className="flex flex-col gap-6 border-accent p-4 sm:p-6">
            <div>
              <h3
                id="add-barber-title"
                ref={addTitle}
                tabIndex={-1}
                className="text-xl font-semibold outline-none"
              >
                {t.addTitle}
              </h3>
              <p className="text-sm text-muted">{t.addIntro}</p>
            </div>
            <AddBarberForm
              services={activeServices}
              onCreated={add.close}
              onCancel={add.close}
              limitReached={barberLimit?.reached ?? false}
            />
          </Card>
        )}
      </div>
      <section aria-labelledby="barbers-list-title" className="flex flex-col gap-4">
        <h3 id="barbers-list-title" className="text-xl font-semibold">
          {t.listTitle}
        </h3>
        {barbers.isPending ? (
          <LoadingBlock label={t.listLoading} minHeight="min-h-24" />
        ) : sorted.length === 0 && !barbers.isError ? (
          <p className="text-muted">{t.listEmpty}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {sorted.map((barber) => (
              <li key={barber._id}>
                <BarberCard
                  barber={barber}
                  today={today}
                  onEdit={() => setEditing(barber)}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(barber);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <EditBarberDialog
          key={editing._id}
          barber={editing}
          services={services.data ?? []}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t.confirmTitle}
        message={
          deleting ? `${t.confirmDelete} ${t.confirmDeleteDetail(barberName(deleting))}` : t.confirmDelete
        }
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        closeLabel={t.close}
        pendingLabel={t.deleting}
        pending={remove.isPending}
        destructive
        error={
          remove.isError
            ? remove.error instanceof ApiError
              ? `${t.errors.delete}: ${remove.error.message}`
              : t.errors.delete
            : undefined
        }
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

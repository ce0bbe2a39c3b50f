import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { validateWorkingHours, type WorkingDay } from '@barber/shared/domain/working-hours';
import { DialogForm } from '../../../components/dialog-form';
import { FormAlert } from '../../../components/form-alert';
import { ServicesPicker } from '../../../components/schedule/services-picker';
import { LiveVacations } from '../../../components/schedule/live-vacations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LeaveGuard } from '../../../components/unsaved-changes';
import { WorkingHoursEditor } from '../../../components/schedule/working-hours-editor';
import { ShopHoursHint } from '../../../components/shop-hours-hint';
import { completeWeek, toWorkingHoursPayload } from '../../../components/schedule/working-hours-rules';
import { ApiError } from '../../../lib/api-client';
import { staff } from '../../../i18n/staff';
import { panels } from '../../../i18n/panels';
import { adminKeys } from '../admin-request';
import { barberName } from '../catalog-queries';
import { ADMIN_DEFAULT_BREAK, adminDefaultWeek } from './admin-schedule-defaults';
import { saveBarberEdits } from './barbers-api';

const t = staff.barbers;

interface EditBarberDialogProps {
  barber: Barber;
  /** Every service; inactive ones are offered only when the barber still has them. */
  services: readonly Service[];
  today: string;
  onClose: () => void;
}

const snapshot = (serviceIds: readonly string[], hours: WorkingDay[]) =>
  JSON.stringify([[...serviceIds].sort(), toWorkingHoursPayload(hours)]);

/**
 * The admin's edit modal: services and the seven-day hours are one form ('Salva'; closing or leaving with changes
 * asks first), the vacation periods are saved one by one as they are added or removed (issue 27 item 2).
 */
export function EditBarberDialog({ barber, services, today, onClose }: EditBarberDialogProps) {
  const queryClient = useQueryClient();
  const [serviceIds, setServiceIds] = useState<string[]>(() => [...barber.serviceIds]);
  const [hours, setHours] = useState<WorkingDay[]>(() =>
    barber.workingHours.length > 0 ? completeWeek(barber.workingHours) : adminDefaultWeek(),
  );
  const [vacations, setVacations] = useState(() => barber.vacations ?? []);
  const [original] = useState(() => snapshot(serviceIds, hours));
  const dirty = snapshot(serviceIds, hours) !== original;
  const [askingToClose, setAskingToClose] = useState(false);
  const [tried, setTried] = useState(false);
  const offered = services.filter((s) => s.isActive || barber.serviceIds.includes(s._id));

  const servicesError = tried && serviceIds.length === 0 ? t.errors.servicesRequired : undefined;
  const invalid = serviceIds.length === 0 || validateWorkingHours(hours).length > 0;

  const mutation = useMutation({
    mutationFn: () =>
      saveBarberEdits(barber._id, {
        services: serviceIds,
        workingHours: toWorkingHoursPayload(hours),
      }),
    onSuccess: ({ notified }) => {
      toast.success(t.updated);
      if (!notified) toast.warning(t.notifyFailed);
      void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
      void queryClient.invalidateQueries({ queryKey: ['slots', barber._id] });
      onClose();
    },
    // Part of the edit may already be saved (the calls run one after the other): reload what the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.barbers }),
  });

  const save = () => {
    setTried(true);
    if (!invalid) mutation.mutate();
  };
  const close = () => (dirty ? setAskingToClose(true) : onClose());
  const vacationsSaved = (saved: Barber) => {
    setVacations(saved.vacations ?? []);
    void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
    void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
    void queryClient.invalidateQueries({ queryKey: ['slots', barber._id] });
  };

  return (
    <DialogForm
      onClose={close}
      title={t.editTitle(barberName(barber))}
      description={t.editIntro}
      closeLabel={t.close}
      className="flex flex-col gap-6"
      onSubmit={save}
      pending={mutation.isPending}
      cancelLabel={t.cancel}
      submitLabel={t.save}
      pendingLabel={t.saving}
      actionsClassName="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-border bg-surface px-6 py-4 sm:flex-row sm:justify-end"
    >
      <ServicesPicker
        services={offered}
        value={serviceIds}
        onChange={setServiceIds}
        legend={t.servicesLegend}
        error={servicesError}
        disabled={mutation.isPending}
      />
      <ShopHoursHint />
      <WorkingHoursEditor
        value={hours}
        onChange={setHours}
        defaultBreak={ADMIN_DEFAULT_BREAK}
        legend={t.hoursLegend}
        disabled={mutation.isPending}
      />
      <LiveVacations barberId={barber._id} vacations={vacations} today={today} onSaved={vacationsSaved} />
      {tried && invalid && <FormAlert>{t.fixErrors}</FormAlert>}
      {mutation.isError && (
        <FormAlert>
          <p className="font-semibold">{t.errors.save}</p>
          {mutation.error instanceof ApiError && <p className="text-sm">{mutation.error.message}</p>}
        </FormAlert>
      )}
      <LeaveGuard dirty={dirty} />
      <ConfirmDialog
        open={askingToClose}
        onOpenChange={setAskingToClose}
        title={panels.unsaved.title}
        message={panels.unsaved.message}
        confirmLabel={panels.unsaved.leave}
        cancelLabel={panels.unsaved.stay}
        closeLabel={panels.unsaved.close}
        destructive
        onConfirm={onClose}
      />
    </DialogForm>
  );
}

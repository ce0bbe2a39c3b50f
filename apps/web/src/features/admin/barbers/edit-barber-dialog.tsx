import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { validateWorkingHours, type WorkingDay } from '@barber/shared/domain/working-hours';
import { DialogForm } from '../../../components/dialog-form';
import { FormAlert } from '../../../components/form-alert';
import { ServicesPicker } from '../../../components/schedule/services-picker';
import { VacationEditor } from '../../../components/schedule/vacation-editor';
import {
  hasBlockingVacationIssue,
  toVacationDrafts,
  toVacationPayload,
  type VacationDraft,
} from '../../../components/schedule/vacation-rules';
import { WorkingHoursEditor } from '../../../components/schedule/working-hours-editor';
import { ShopHoursHint } from '../../../components/shop-hours-hint';
import { completeWeek, toWorkingHoursPayload } from '../../../components/schedule/working-hours-rules';
import { ApiError } from '../../../lib/api-client';
import { staff } from '../../../i18n/staff';
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

/** The admin's edit modal: services, the seven-day hours and the vacation periods of one barber. */
export function EditBarberDialog({ barber, services, today, onClose }: EditBarberDialogProps) {
  const queryClient = useQueryClient();
  const [serviceIds, setServiceIds] = useState<string[]>(() => [...barber.serviceIds]);
  const [hours, setHours] = useState<WorkingDay[]>(() =>
    barber.workingHours.length > 0 ? completeWeek(barber.workingHours) : adminDefaultWeek(),
  );
  const [vacations, setVacations] = useState<VacationDraft[]>(() => toVacationDrafts(barber.vacations));
  const [tried, setTried] = useState(false);
  const offered = services.filter((s) => s.isActive || barber.serviceIds.includes(s._id));

  const servicesError = tried && serviceIds.length === 0 ? t.errors.servicesRequired : undefined;
  const invalid =
    serviceIds.length === 0 ||
    validateWorkingHours(hours).length > 0 ||
    hasBlockingVacationIssue(vacations, today);

  const mutation = useMutation({
    mutationFn: () =>
      saveBarberEdits(barber._id, {
        services: serviceIds,
        workingHours: toWorkingHoursPayload(hours),
        vacations: toVacationPayload(vacations),
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

  return (
    <DialogForm
      onClose={onClose}
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
      <VacationEditor value={vacations} onChange={setVacations} today={today} disabled={mutation.isPending} />
      {tried && invalid && <FormAlert>{t.fixErrors}</FormAlert>}
      {mutation.isError && (
        <FormAlert>
          <p className="font-semibold">{t.errors.save}</p>
          {mutation.error instanceof ApiError && <p className="text-sm">{mutation.error.message}</p>}
        </FormAlert>
      )}
    </DialogForm>
  );
}

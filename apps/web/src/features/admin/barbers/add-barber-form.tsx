import { UserPlus } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ShopHoursHint } from '../../../components/shop-hours-hint';
import { ServicesPicker } from '../../../components/schedule/services-picker';
import { WorkingHoursEditor } from '../../../components/schedule/working-hours-editor';
import { admin } from '../../../i18n/admin';
import { staff } from '../../../i18n/staff';
import { subscription } from '../../../i18n/subscription';
import { AddBarberContactFields } from './add-barber-contact-fields';
import { ADMIN_DEFAULT_BREAK } from './admin-schedule-defaults';
import { useAddBarber } from './use-add-barber';

const t = staff.barbers;

/** 'Aggiungi barbiere': contacts (phone normalised to +41 as typed), services and the admin's default week. */
export function AddBarberForm({
  services,
  onCreated,
  onCancel,
  limitReached = false,
}: {
  services: readonly Service[];
  onCreated: () => void;
  /** The plan allows no more barbers (issue 12): the form says so and does not send. */
  limitReached?: boolean;
  /** Closes the form (it opens from the tab's 'Aggiungi barbiere' button). */
  onCancel?: () => void;
}) {
  const { form, serviceIds, setServiceIds, hours, changeHours, hoursError, planLimit, submit } =
    useAddBarber(onCreated);

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
      aria-labelledby="add-barber-title"
    >
      <AddBarberContactFields values={form.values} errors={form.errors} set={form.set} />
      <ServicesPicker
        services={services}
        value={serviceIds}
        onChange={setServiceIds}
        legend={t.servicesLegend}
      />
      <ShopHoursHint />
      <WorkingHoursEditor
        value={hours}
        onChange={changeHours}
        defaultBreak={ADMIN_DEFAULT_BREAK}
        legend={t.hoursLegend}
      />
      {hoursError && <FormAlert>{hoursError}</FormAlert>}
      {limitReached && <FormAlert>{subscription.barbers.limitReached}</FormAlert>}
      {form.failure &&
        (planLimit ? (
          <FormAlert>
            <p className="font-semibold">{subscription.barbers.limitReachedShort}</p>
            <p>{form.failure}</p>
          </FormAlert>
        ) : (
          <FormAlert>{form.failure}</FormAlert>
        ))}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="submit"
          size="lg"
          pending={form.sending}
          pendingLabel={t.submitting}
          disabled={limitReached}
        >
          <UserPlus className="size-5" aria-hidden="true" />
          {t.submit}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {admin.common.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

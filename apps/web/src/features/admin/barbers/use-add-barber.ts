import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clipWeekToOpeningHours } from '@barber/shared/domain/opening-hours';
import { validateWorkingHours, type WorkingDay } from '@barber/shared/domain/working-hours';
import { toWorkingHoursPayload } from '../../../components/schedule/working-hours-rules';
import { checkWithSchema, focusFirstError } from '../../../lib/schema-field-errors';
import { useShopInfo } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { useSentForm } from '../../../lib/use-sent-form';
import { staff } from '../../../i18n/staff';
import { subscription } from '../../../i18n/subscription';
import { invalidateSubscription, isPlanLimit } from '../../subscription';
import { adminKeys } from '../admin-request';
import { adminDefaultWeek } from './admin-schedule-defaults';
import {
  AddBarberFields,
  emptyAddBarber,
  type AddBarberField,
  type AddBarberValues,
} from './add-barber-schema';
import { createBarber } from './barbers-api';

const t = staff.barbers;
const FIELDS: readonly AddBarberField[] = ['firstName', 'lastName', 'email', 'phone', 'password'];

/**
 * The add form's state on the form kit: the contact fields checked with the server's own schema, the services
 * and the week joined in at submit, and the plan's barber limit told apart from other refusals.
 */
export function useAddBarber(onCreated: () => void) {
  const queryClient = useQueryClient();
  const { data: shop } = useShopInfo();
  // The default week starts inside the shop's opening hours (ADR 0014), so it never fails the server's rule.
  const defaultWeek = () => clipWeekToOpeningHours(adminDefaultWeek(), shop?.openingHours);
  const form = useSentForm(emptyAddBarber, FIELDS, t.errors.create);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [hours, setHours] = useState<WorkingDay[]>(defaultWeek);
  const [hoursError, setHoursError] = useState('');
  const [planLimit, setPlanLimit] = useState(false);

  const create = async (values: AddBarberValues) => {
    try {
      return await createBarber({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        services: serviceIds,
        workingHours: toWorkingHoursPayload(hours),
        createAccount: values.createAccount,
        ...(values.createAccount ? { password: values.password } : {}),
      });
    } catch (error) {
      // The plan's barber limit (403 upgradeRequired): 'Limite barbieri raggiunto!' and a toast asking for an upgrade.
      setPlanLimit(isPlanLimit(error));
      if (isPlanLimit(error))
        toast.error(subscription.barbers.limitReachedShort, {
          description: subscription.barbers.upgradeToast,
        });
      throw error;
    }
  };

  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<AddBarberValues, AddBarberField>(AddBarberFields, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(element, FIELDS, checked.errors);
      return;
    }
    form.setErrors({});
    if (validateWorkingHours(hours).length > 0) {
      setHoursError(t.fixErrors);
      return;
    }
    setHoursError('');
    if (!(await form.send(() => create(checked.data)))) return;
    toast.success(t.created);
    form.reset();
    setServiceIds([]);
    setHours(defaultWeek());
    void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
    void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
    // One more barber counts against the plan (issue 12): the banner and the header follow.
    void invalidateSubscription(queryClient);
    onCreated();
  };

  const changeHours = (next: WorkingDay[]) => {
    setHours(next);
    setHoursError('');
  };

  return { form, serviceIds, setServiceIds, hours, changeHours, hoursError, planLimit, submit };
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { UserPlus } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { normalizePhone } from '@barber/shared/domain/phone';
import { clipWeekToOpeningHours } from '@barber/shared/domain/opening-hours';
import { validateWorkingHours, type WorkingDay } from '@barber/shared/domain/working-hours';
import { EmailField } from '../../../components/email-field';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ShopHoursHint } from '../../../components/shop-hours-hint';
import { NameFields } from '../../../components/name-fields';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { ServicesPicker } from '../../../components/schedule/services-picker';
import { WorkingHoursEditor } from '../../../components/schedule/working-hours-editor';
import { toWorkingHoursPayload } from '../../../components/schedule/working-hours-rules';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useShopInfo } from '../../../lib/shop-info';
import { admin } from '../../../i18n/admin';
import { staff } from '../../../i18n/staff';
import { adminKeys } from '../admin-request';
import { ADMIN_DEFAULT_BREAK, adminDefaultWeek } from './admin-schedule-defaults';
import {
  AddBarberFields,
  emptyAddBarber,
  type AddBarberInput,
  type AddBarberValues,
} from './add-barber-schema';
import { createBarber } from './barbers-api';
import { invalidateSubscription, isPlanLimit } from '../../subscription';
import { subscription } from '../../../i18n/subscription';

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
  const queryClient = useQueryClient();
  const { data: shop } = useShopInfo();
  // The default week starts inside the shop's opening hours (ADR 0014), so it never fails the server's rule.
  const defaultWeek = () => clipWeekToOpeningHours(adminDefaultWeek(), shop?.openingHours);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [hours, setHours] = useState<WorkingDay[]>(defaultWeek);
  const [hoursError, setHoursError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<AddBarberInput, unknown, AddBarberValues>({
    resolver: zodResolver(AddBarberFields),
    defaultValues: emptyAddBarber,
  });
  const phone = watch('phone');
  const createAccount = watch('createAccount');
  const preview = phone.trim() ? normalizePhone(phone) : '';

  const mutation = useMutation({
    mutationFn: (values: AddBarberValues) =>
      createBarber({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        services: serviceIds,
        workingHours: toWorkingHoursPayload(hours),
        createAccount: values.createAccount,
        ...(values.createAccount ? { password: values.password } : {}),
      }),
    onSuccess: () => {
      toast.success(t.created);
      reset(emptyAddBarber);
      setServiceIds([]);
      setHours(defaultWeek());
      void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
      // One more barber counts against the plan (issue 12): the banner and the header follow.
      void invalidateSubscription(queryClient);
      onCreated();
    },
    onError: (error) => {
      // The plan's barber limit (403 upgradeRequired): 'Limite barbieri raggiunto!' and a toast asking for an upgrade.
      if (isPlanLimit(error))
        toast.error(subscription.barbers.limitReachedShort, {
          description: subscription.barbers.upgradeToast,
        });
      applyFieldErrors(error, setError, ['firstName', 'lastName', 'email', 'phone', 'password']);
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (validateWorkingHours(hours).length > 0) {
      setHoursError(t.fixErrors);
      return;
    }
    setHoursError('');
    mutation.mutate(values);
  });

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={onSubmit} aria-labelledby="add-barber-title">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          autoComplete="off"
          autoCapitalize="words"
          firstName={{ label: t.firstName, error: errors.firstName?.message, ...register('firstName') }}
          lastName={{ label: t.lastName, error: errors.lastName?.message, ...register('lastName') }}
        />
        <EmailField
          label={t.email}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="flex flex-col gap-1">
          <TextField
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t.phonePlaceholder}
            hint={t.phoneHint}
            error={errors.phone?.message}
            {...register('phone')}
          />
          {preview && (
            <p className="text-sm text-muted" aria-live="polite">
              {t.phonePreview(preview)}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-accent"
            {...register('createAccount')}
          />
          <span>
            <span className="font-medium">{t.createAccount}</span>
            <span className="block text-sm text-muted">{t.createAccountHint}</span>
          </span>
        </label>
        {createAccount && (
          <PasswordField
            label={t.password}
            autoComplete="new-password"
            hint={t.passwordHint}
            error={errors.password?.message}
            className="sm:max-w-sm"
            {...register('password')}
          />
        )}
      </div>
      <ServicesPicker
        services={services}
        value={serviceIds}
        onChange={setServiceIds}
        legend={t.servicesLegend}
      />
      <ShopHoursHint />
      <WorkingHoursEditor
        value={hours}
        onChange={(next) => {
          setHours(next);
          setHoursError('');
        }}
        defaultBreak={ADMIN_DEFAULT_BREAK}
        legend={t.hoursLegend}
      />
      {hoursError && <FormAlert>{hoursError}</FormAlert>}
      {limitReached && <FormAlert>{subscription.barbers.limitReached}</FormAlert>}
      {mutation.isError &&
        (isPlanLimit(mutation.error) ? (
          <FormAlert>
            <p className="font-semibold">{subscription.barbers.limitReachedShort}</p>
            <p>{mutation.error.message}</p>
          </FormAlert>
        ) : (
          <FormAlert>
            {mutation.error instanceof ApiError ? mutation.error.message : t.errors.create}
          </FormAlert>
        ))}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="submit"
          size="lg"
          pending={mutation.isPending}
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

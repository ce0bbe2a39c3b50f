import { useForm, type UseFormSetError } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SetupRequest } from '@barber/shared/schemas/setup';
import { EmailField } from '../../components/email-field';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { NameFields } from '../../components/name-fields';
import { NewPasswordFields } from '../../components/new-password-fields';
import { TextField } from '../../components/text-field';
import { LoadingBlock } from '../../components/loading-block';
import { LoadErrorPanel } from '../../components/load-error';
import { applyFieldErrors, errorMessage } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { ApiError } from '../../lib/api-client';
import { shopInfoQuery } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { setupTexts } from '../../i18n/setup';
import { OpeningHoursFields } from './opening-hours-fields';
import { completeSetup, setupStatusQuery } from './setup-api';
import { initialSetupValues, SERVER_FIELDS, type SetupValues } from './setup-values';

type SetupPayload = SetupRequest & { confirmPassword: string };
/** The server's SetupRequest plus the confirmation, loaded with the first validation. */
const resolver = lazyZodResolver<SetupValues, SetupPayload>(() =>
  import('./setup-form-schema').then((m) => m.SetupForm as never),
);

/**
 * /setup: the first run of a fresh install. Open only while no admin exists (the server enforces it; this page
 * just says so); asks for the code the server printed at start, then the admin and the shop's details.
 */
export default function SetupPage() {
  useDocumentTitle(setupTexts.title);
  const status = useQuery(setupStatusQuery);
  return (
    <div className="flex flex-1 justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-3xl">
        <h1 className="font-display text-3xl font-semibold">
          {status.data && !status.data.needsSetup ? setupTexts.doneTitle : setupTexts.title}
        </h1>
        {status.isPending ? (
          <LoadingBlock label={it.app.loading} minHeight="min-h-52" />
        ) : status.isError ? (
          <LoadErrorPanel
            className="mt-6"
            message={setupTexts.statusError}
            detail={errorMessage(status.error)}
            retryLabel={setupTexts.retry}
            onRetry={() => void status.refetch()}
          />
        ) : status.data.needsSetup ? (
          <SetupForm />
        ) : (
          <SetupDone />
        )}
      </Card>
    </div>
  );
}

function SetupDone() {
  return (
    <div className="mt-4 flex flex-col items-start gap-4">
      <p className="text-muted">{setupTexts.doneText}</p>
      <ButtonLink to="/login">{setupTexts.toLogin}</ButtonLink>
    </div>
  );
}

/** Sends the setup; then the shop's data is fetched again and the owner signs in (or sees it was done meanwhile). */
function useSetupSave(setError: UseFormSetError<SetupValues>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...payload }: SetupPayload) => completeSetup(payload),
    onSuccess: async () => {
      toast.success(setupTexts.success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopInfoQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: setupStatusQuery.queryKey }),
      ]);
      void navigate('/login');
    },
    onError: (error) => {
      applyFieldErrors(error, setError, SERVER_FIELDS);
      // Someone else finished first: show the page's "already done" state.
      if (error instanceof ApiError && error.code === 'SETUP_DONE')
        void queryClient.invalidateQueries({ queryKey: setupStatusQuery.queryKey });
    },
  });
}

function SetupForm() {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SetupValues, unknown, SetupPayload>({ resolver, defaultValues: initialSetupValues() });
  const mutation = useSetupSave(setError);

  return (
    <>
      <p className="mt-2 text-muted">{setupTexts.intro}</p>
      <form
        noValidate
        className="mt-6 flex flex-col gap-8"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError && <FormAlert>{errorMessage(mutation.error)}</FormAlert>}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{setupTexts.codeLegend}</legend>
          <TextField
            label={setupTexts.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={setupTexts.codeHint}
            error={errors.setupCode?.message}
            {...register('setupCode')}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{setupTexts.adminLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields
              ownName
              firstName={{
                label: setupTexts.firstName,
                error: errors.admin?.firstName?.message,
                ...register('admin.firstName'),
              }}
              lastName={{
                label: setupTexts.lastName,
                error: errors.admin?.lastName?.message,
                ...register('admin.lastName'),
              }}
            />
          </div>
          <EmailField
            label={setupTexts.email}
            autoComplete="email"
            error={errors.admin?.email?.message}
            {...register('admin.email')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields
              password={{
                label: setupTexts.password,
                hint: setupTexts.passwordHint,
                error: errors.admin?.password?.message,
                ...register('admin.password'),
              }}
              confirmation={{
                label: setupTexts.confirmPassword,
                error: errors.confirmPassword?.message,
                ...register('confirmPassword'),
              }}
            />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{setupTexts.shopLegend}</legend>
          <TextField
            label={setupTexts.shopName}
            autoComplete="organization"
            error={errors.shop?.name?.message}
            {...register('shop.name')}
          />
          <TextField
            label={setupTexts.tagline}
            error={errors.shop?.tagline?.message}
            {...register('shop.tagline')}
          />
          <TextField
            label={setupTexts.address}
            autoComplete="street-address"
            error={errors.shop?.address?.message}
            {...register('shop.address')}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={setupTexts.postalCode}
              autoComplete="postal-code"
              inputMode="numeric"
              error={errors.shop?.postalCode?.message}
              {...register('shop.postalCode')}
            />
            <TextField
              label={setupTexts.city}
              autoComplete="address-level2"
              error={errors.shop?.city?.message}
              {...register('shop.city')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={setupTexts.phone}
              type="tel"
              autoComplete="tel"
              error={errors.shop?.phone?.message}
              {...register('shop.phone')}
            />
            <EmailField
              label={setupTexts.shopEmail}
              hint={setupTexts.shopEmailHint}
              error={errors.shop?.email?.message}
              {...register('shop.email')}
            />
          </div>
          <TextField
            label={setupTexts.timeZone}
            hint={setupTexts.timeZoneHint}
            spellCheck={false}
            error={errors.shop?.timeZone?.message}
            {...register('shop.timeZone')}
          />
        </fieldset>
        <OpeningHoursFields register={register} watch={watch} errors={errors} />
        <Button type="submit" size="lg" pending={mutation.isPending} pendingLabel={setupTexts.pending}>
          {setupTexts.submit}
        </Button>
      </form>
    </>
  );
}

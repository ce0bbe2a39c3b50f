import { Button } from '../../components/button';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { NameFields } from '../../components/name-fields';
import { NewPasswordFields } from '../../components/new-password-fields';
import { TextField } from '../../components/text-field';
import { setupTexts } from '../../i18n/setup';
import { OpeningHoursFields } from './opening-hours-fields';
import { useSetupForm } from './use-setup-form';

/** The code the server printed, the admin, the shop and its week (useSetupForm checks and sends them). */
export function SetupForm() {
  const form = useSetupForm();
  const { text } = form;

  return (
    <>
      <p className="mt-2 text-muted">{setupTexts.intro}</p>
      <form noValidate className="mt-6 flex flex-col gap-8" onSubmit={(event) => void form.submit(event)}>
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{setupTexts.codeLegend}</legend>
          <TextField
            label={setupTexts.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={setupTexts.codeHint}
            {...text('setupCode')}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{setupTexts.adminLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields
              ownName
              firstName={{
                label: setupTexts.firstName,
                ...text('admin.firstName'),
              }}
              lastName={{
                label: setupTexts.lastName,
                ...text('admin.lastName'),
              }}
            />
          </div>
          <EmailField label={setupTexts.email} autoComplete="email" {...text('admin.email')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields
              password={{
                label: setupTexts.password,
                hint: setupTexts.passwordHint,
                ...text('admin.password'),
              }}
              confirmation={{
                label: setupTexts.confirmPassword,
                ...text('confirmPassword'),
              }}
            />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{setupTexts.shopLegend}</legend>
          <TextField label={setupTexts.shopName} autoComplete="organization" {...text('shop.name')} />
          <TextField label={setupTexts.tagline} {...text('shop.tagline')} />
          <TextField label={setupTexts.address} autoComplete="street-address" {...text('shop.address')} />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={setupTexts.postalCode}
              autoComplete="postal-code"
              inputMode="numeric"
              {...text('shop.postalCode')}
            />
            <TextField label={setupTexts.city} autoComplete="address-level2" {...text('shop.city')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={setupTexts.phone} type="tel" autoComplete="tel" {...text('shop.phone')} />
            <EmailField
              label={setupTexts.shopEmail}
              hint={setupTexts.shopEmailHint}
              {...text('shop.email')}
            />
          </div>
          <TextField
            label={setupTexts.timeZone}
            hint={setupTexts.timeZoneHint}
            spellCheck={false}
            {...text('shop.timeZone')}
          />
        </fieldset>
        <OpeningHoursFields form={form} />
        <Button type="submit" size="lg" pending={form.sending} pendingLabel={setupTexts.pending}>
          {setupTexts.submit}
        </Button>
      </form>
    </>
  );
}

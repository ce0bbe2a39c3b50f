import { useEffect } from 'react';
import { FailureAlert } from '../../components/form-alert';
import { FormActions } from '../../components/form-actions';
import { HoneypotField } from '../../components/honeypot-field';
import { SentFormDialog } from '../../components/sent-form-dialog';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { callApi } from '../../lib/api-call';
import { useCloseAfterSuccess } from '../../lib/use-close-after-success';
import { focusFirstError } from '../../lib/schema-field-errors';
import { useSentForm } from '../../lib/use-sent-form';
import { marketing } from '../../i18n/marketing';
import { PrivacyConsentField } from './privacy-consent-field';
import { validateDemo, type DemoField } from './validate-demo';

const t = marketing.demo;

const EMPTY = { name: '', email: '', phone: '', salonName: '', message: '', privacyAccepted: false, website: '' };
/** 001 section 9: success closes after 3 s; the form is cleared 300 ms after the dialog closes. */
export const DEMO_SUCCESS_CLOSE_MS = 3000;
export const DEMO_CLEAR_AFTER_CLOSE_MS = 300;
const FIELDS: readonly DemoField[] = ['name', 'email', 'phone', 'salonName', 'message', 'privacyAccepted'];

interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Richiedi una Demo' (001 sections 2, 4, 5): name, email, phone, salon name, message and the privacy checkbox. */
export function DemoDialog({ open, onOpenChange }: DemoDialogProps) {
  const state = useSentForm<typeof EMPTY, DemoField | 'website'>(EMPTY, FIELDS, t.failure);
  const { values, errors, set, sending, sent, reset } = state;

  useCloseAfterSuccess(sent && open, () => onOpenChange(false), DEMO_SUCCESS_CLOSE_MS);

  // However the dialog closed, the form is cleared 300 ms later (after its closing animation).
  useEffect(() => {
    if (open) return;
    const clear = setTimeout(reset, DEMO_CLEAR_AFTER_CLOSE_MS);
    return () => clearTimeout(clear);
  }, [open, reset]);

  const submit = async (form: HTMLFormElement) => {
    if (sending) return;
    const body = { kind: 'demo' as const, ...values };
    state.setFailure(undefined);
    const found = await validateDemo(body);
    if (Object.keys(found).length > 0) {
      state.setErrors(found);
      focusFirstError(form, FIELDS, found);
      return;
    }
    await state.send(
      () => callApi('contactCreate', { body }),
      (fromServer) => focusFirstError(form, FIELDS, fromServer),
    );
  };

  const text = (field: 'name' | 'email' | 'phone' | 'salonName', label: string) => ({
    label,
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: errors[field],
  });

  return (
    <SentFormDialog
      open={open}
      onOpenChange={onOpenChange}
      sending={sending}
      sent={sent}
      title={t.title}
      description={sent ? undefined : t.intro}
      closeLabel={t.close}
      success={{ title: t.successTitle, text: t.successText }}
      onSubmit={(form) => void submit(form)}
    >
      <TextField {...text('name', t.name)} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('email', t.email)} type="email" inputMode="email" autoComplete="email" />
        <TextField {...text('phone', t.phone)} type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <TextField {...text('salonName', t.salonName)} autoComplete="organization" />
      <TextareaField
        label={t.message}
        name="message"
        rows={3}
        maxLength={2000}
        placeholder={t.messagePlaceholder}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
      />
      <PrivacyConsentField
        checked={values.privacyAccepted}
        onChange={(checked) => set('privacyAccepted', checked)}
        error={errors.privacyAccepted}
      />
      <HoneypotField label={t.honeypot} value={values.website} onChange={(value) => set('website', value)} />
      <FailureAlert message={state.failure} />
      <FormActions
        inDialog
        className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        cancelLabel={t.cancel}
        onCancel={() => onOpenChange(false)}
        submitLabel={t.submit}
        pendingLabel={t.sending}
        pending={sending}
      />
    </SentFormDialog>
  );
}

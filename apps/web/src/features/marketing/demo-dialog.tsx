import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { SentNotice } from '../../components/sent-notice';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { TextLink } from '../../components/text-link';
import { callApi } from '../../lib/api-call';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { useCloseAfterSuccess } from '../../lib/use-close-after-success';
import { marketing } from '../../i18n/marketing';
import { validateDemo, type DemoField } from './validate-demo';

const t = marketing.demo;

interface DemoValues {
  name: string;
  email: string;
  phone: string;
  salonName: string;
  message: string;
  privacyAccepted: boolean;
  website: string;
}

const EMPTY: DemoValues = { name: '', email: '', phone: '', salonName: '', message: '', privacyAccepted: false, website: '' };
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
  const [values, setValues] = useState<DemoValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<DemoField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useCloseAfterSuccess(sent && open, () => onOpenChange(false), DEMO_SUCCESS_CLOSE_MS);

  // However the dialog closed, the form is cleared 300 ms later (after its closing animation).
  useEffect(() => {
    if (open) return;
    const clear = setTimeout(() => {
      setValues(EMPTY);
      setErrors({});
      setFailure(undefined);
      setSent(false);
    }, DEMO_CLEAR_AFTER_CLOSE_MS);
    return () => clearTimeout(clear);
  }, [open]);

  const set = <K extends keyof DemoValues>(field: K, value: DemoValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const focusFirst = (form: HTMLFormElement, found: Partial<Record<DemoField, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = async (form: HTMLFormElement) => {
    if (sending) return;
    const body = { kind: 'demo' as const, ...values };
    setFailure(undefined);
    const found = await validateDemo(body);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(form, found);
      return;
    }
    setSending(true);
    try {
      await callApi('contactCreate', { body });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError) {
        const fromServer = fieldErrorsOf(error, FIELDS);
        setErrors(fromServer);
        setFailure(error.message);
        focusFirst(form, fromServer);
      } else {
        setFailure(t.failure);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
      title={t.title}
      description={sent ? undefined : t.intro}
      closeLabel={t.close}
    >
      {sent ? (
        <SentNotice title={t.successTitle} text={t.successText} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <TextField
            label={t.name}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
            />
            <TextField
              label={t.phone}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
              error={errors.phone}
            />
          </div>
          <TextField
            label={t.salonName}
            name="salonName"
            autoComplete="organization"
            value={values.salonName}
            onChange={(e) => set('salonName', e.target.value)}
            error={errors.salonName}
          />
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
          <div>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="privacyAccepted"
                checked={values.privacyAccepted}
                onChange={(e) => set('privacyAccepted', e.target.checked)}
                aria-invalid={errors.privacyAccepted ? true : undefined}
                aria-describedby={errors.privacyAccepted ? 'demo-privacy-error' : undefined}
                className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
              />
              <span>
                {t.privacyBefore}
                <TextLink to="/privacy-policy" target="_blank" rel="noopener">
                  {t.privacyLink}
                </TextLink>
                {t.privacyAfter}
              </span>
            </label>
            {errors.privacyAccepted && (
              <p id="demo-privacy-error" className="mt-1.5 text-sm text-danger">
                {errors.privacyAccepted}
              </p>
            )}
          </div>
          {/* The honeypot: off-screen and out of the tab order; people never see it, bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {t.honeypot}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => set('website', e.target.value)}
              />
            </label>
          </div>
          {failure && (
            <FormAlert>
              <p>{failure}</p>
            </FormAlert>
          )}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sending}>
              {t.cancel}
            </Button>
            <Button type="submit" pending={sending} pendingLabel={t.sending}>
              {t.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import { CONSULTATION_MAX_DAYS_AHEAD, CONSULTATION_SERVICES, CONSULTATION_TIMES } from '@barber/shared/domain/contact';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { SentNotice } from '../../components/sent-notice';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { callApi } from '../../lib/api-call';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { useCloseAfterSuccess } from '../../lib/use-close-after-success';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/format';
import { consultation as t } from '../../i18n/consultation';
import { validateContact } from './validate-contact';

interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ConsultationForm {
  service: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  /** The honeypot: hidden from people, filled only by bots. */
  website: string;
}

const EMPTY: ConsultationForm = { service: '', date: '', time: '', name: '', phone: '', email: '', message: '', website: '' };
type Field = keyof ConsultationForm;
type Errors = Partial<Record<Field, string>>;

/** Steps 0-3 are the spec's four; 4 is the summary that sends. */
const SUMMARY = 4;
const STEP_OF_FIELD: Record<Field, number> = { service: 0, date: 1, time: 1, name: 2, phone: 2, email: 2, message: 3, website: 3 };
const FIELDS = Object.keys(STEP_OF_FIELD) as Field[];
export const SUCCESS_CLOSE_MS = 3000;
const RESET_AFTER_CLOSE_MS = 300;

const MORNING = CONSULTATION_TIMES.filter((time) => time < '12:00');
const AFTERNOON = CONSULTATION_TIMES.filter((time) => time >= '12:00');

/**
 * 'Consulenza Gratuita' (001 sections 2, 4, 5): four steps (service, date and time, contact, details) and a
 * summary that sends POST /contact; Continue only when the step's data exists; 'Richiesta Inviata!' closes the
 * dialog after 3 s and the form starts again empty.
 */
export function ConsultationDialog({ open, onOpenChange }: ConsultationDialogProps) {
  const [form, setForm] = useState<ConsultationForm>(EMPTY);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);

  const reset = () => {
    setForm(EMPTY);
    setStep(0);
    setErrors({});
    setFailure(undefined);
    setSent(false);
  };

  useCloseAfterSuccess(sent, () => onOpenChange(false), SUCCESS_CLOSE_MS);

  // After a success the form is emptied once the dialog has closed (its closing animation is not cut short).
  useEffect(() => {
    if (open || !sent) return;
    const clear = setTimeout(reset, RESET_AFTER_CLOSE_MS);
    return () => clearTimeout(clear);
  }, [open, sent]);

  const goTo = (next: number) => {
    setStep(next);
    setFailure(undefined);
    // The new step's heading takes the focus, so a screen reader hears where the person is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const set = (field: Field, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const stepReady = [
    form.service !== '',
    form.date !== '' && form.date >= today && form.time !== '',
    form.name.trim() !== '' && form.phone.trim() !== '',
    true,
  ];

  const next = async () => {
    if (step === 2) {
      const found = await validateContact(form);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        return;
      }
    }
    goTo(step + 1);
  };

  const send = async () => {
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    try {
      await callApi('contactCreate', {
        body: {
          kind: 'consultation',
          service: form.service as (typeof CONSULTATION_SERVICES)[number]['key'],
          date: form.date,
          time: form.time,
          name: form.name,
          phone: form.phone,
          email: form.email,
          message: form.message,
          website: form.website,
        },
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const found: Errors = fieldErrorsOf(error, FIELDS);
        setErrors(found);
        const first = Math.min(...Object.keys(found).map((field) => STEP_OF_FIELD[field as Field]));
        if (Number.isFinite(first)) goTo(first);
        setFailure(error.message);
      } else {
        setFailure(error instanceof ApiError ? error.message : t.failure);
      }
    } finally {
      setSending(false);
    }
  };

  const serviceLabel = CONSULTATION_SERVICES.find((s) => s.key === form.service)?.label ?? '';
  const stepTitle = step === SUMMARY ? t.summaryStep : t.steps[step]!;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
      title={t.title}
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
            if (step === SUMMARY) void send();
            else if (stepReady[step]) void next();
          }}
        >
          <ol className="grid grid-cols-4 gap-1.5" aria-label={t.stepOf(Math.min(step + 1, 4), 4)}>
            {t.steps.map((label, index) => (
              <li
                key={label}
                aria-current={index === step ? 'step' : undefined}
                className={`h-1.5 rounded-full ${index <= step ? 'bg-accent' : 'bg-surface-2'}`}
              >
                <span className="sr-only">{label}</span>
              </li>
            ))}
          </ol>
          <div>
            {step !== SUMMARY && <p className="text-sm text-muted">{t.stepOf(step + 1, 4)}</p>}
            <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {stepTitle}
            </h3>
          </div>

          {step === 0 && (
            <fieldset>
              <legend className="mb-3 text-muted">{t.serviceQuestion}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {CONSULTATION_SERVICES.map((service) => (
                  <label
                    key={service.key}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input-border px-3 py-2 has-checked:border-accent has-checked:bg-surface-2 has-focus-visible:ring-2 has-focus-visible:ring-accent"
                  >
                    <input
                      type="radio"
                      name="service"
                      value={service.key}
                      checked={form.service === service.key}
                      onChange={() => set('service', service.key)}
                      className="size-4 accent-[var(--accent)]"
                    />
                    <span className="font-medium">{service.label}</span>
                  </label>
                ))}
              </div>
              {errors.service && <p className="mt-2 text-sm text-danger">{errors.service}</p>}
            </fieldset>
          )}

          {step === 1 && (
            <>
              <DateField
                label={t.dateLabel}
                name="date"
                value={form.date}
                min={today}
                max={addDays(today, CONSULTATION_MAX_DAYS_AHEAD)}
                onDateChange={(value) => set('date', value)}
                error={errors.date}
              />
              <fieldset>
                <legend className="mb-2 font-medium">{t.timeLegend}</legend>
                {[
                  [t.morning, MORNING],
                  [t.afternoon, AFTERNOON],
                ].map(([label, times]) => (
                  <div key={label as string} className="mb-3">
                    <p className="mb-1.5 text-sm text-muted">{label as string}</p>
                    <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                      {(times as string[]).map((time) => (
                        <label
                          key={time}
                          className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-input-border text-base font-medium has-checked:border-accent has-checked:bg-accent has-checked:text-accent-fg has-focus-visible:ring-2 has-focus-visible:ring-accent"
                        >
                          <input
                            type="radio"
                            name="time"
                            value={time}
                            checked={form.time === time}
                            onChange={() => set('time', time)}
                            className="sr-only"
                          />
                          {time}
                        </label>
                      ))}
                    </div>
                  </div>
                ))}
                {errors.time && <p className="text-sm text-danger">{errors.time}</p>}
              </fieldset>
            </>
          )}

          {step === 2 && (
            <>
              <p className="text-muted">{t.contactIntro}</p>
              <TextField
                label={t.name}
                name="name"
                autoComplete="name"
                value={form.name}
                onChange={(event) => set('name', event.target.value)}
                error={errors.name}
              />
              <TextField
                label={t.phone}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint={t.phoneHint}
                value={form.phone}
                onChange={(event) => set('phone', event.target.value)}
                error={errors.phone}
              />
              <TextField
                label={t.email}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                hint={t.emailHint}
                value={form.email}
                onChange={(event) => set('email', event.target.value)}
                error={errors.email}
              />
            </>
          )}

          {step === 3 && (
            <>
              <TextareaField
                label={t.message}
                name="message"
                rows={4}
                maxLength={2000}
                placeholder={t.messagePlaceholder}
                value={form.message}
                onChange={(event) => set('message', event.target.value)}
                error={errors.message}
              />
              {/* The honeypot: off-screen and out of the tab order; people never see it, bots fill it. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  {t.honeypot}
                  <input
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={form.website}
                    onChange={(event) => set('website', event.target.value)}
                  />
                </label>
              </div>
            </>
          )}

          {step === SUMMARY && (
            <>
              <p className="text-muted">{t.summaryIntro}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-2 p-4">
                <dt className="text-muted">{t.summary.service}</dt>
                <dd className="font-medium">{serviceLabel}</dd>
                <dt className="text-muted">{t.summary.when}</dt>
                <dd className="font-medium">
                  {form.date && formatDate(form.date)}, {form.time}
                </dd>
                <dt className="text-muted">{t.summary.name}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{form.name}</dd>
                <dt className="text-muted">{t.summary.phone}</dt>
                <dd className="font-medium">{form.phone}</dd>
                {form.email.trim() && (
                  <>
                    <dt className="text-muted">{t.summary.email}</dt>
                    <dd className="font-medium [overflow-wrap:anywhere]">{form.email}</dd>
                  </>
                )}
                {form.message.trim() && (
                  <>
                    <dt className="text-muted">{t.summary.message}</dt>
                    <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{form.message}</dd>
                  </>
                )}
              </dl>
            </>
          )}

          {failure && (
            <FormAlert>
              <p>{failure}</p>
            </FormAlert>
          )}

          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={sending}>
                {t.back}
              </Button>
            ) : (
              <span aria-hidden="true" />
            )}
            {step === SUMMARY ? (
              <Button type="submit" pending={sending} pendingLabel={t.sending}>
                {t.send}
              </Button>
            ) : (
              <Button type="submit" disabled={!stepReady[step]}>
                {t.next}
              </Button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}

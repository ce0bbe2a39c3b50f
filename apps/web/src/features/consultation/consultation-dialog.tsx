import { useEffect, useRef, useState } from 'react';
import type { CONSULTATION_SERVICES } from '@barber/shared/domain/contact';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import { FailureAlert } from '../../components/form-alert';
import { SentFormDialog } from '../../components/sent-form-dialog';
import { callApi } from '../../lib/api-call';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useCloseAfterSuccess } from '../../lib/use-close-after-success';
import { useSentForm, type FormErrors } from '../../lib/use-sent-form';
import { consultation as t } from '../../i18n/consultation';
import { ServiceStep, WhenStep } from './choice-steps';
import { ContactStep, DetailsStep } from './contact-steps';
import {
  CONSULTATION_FIELDS,
  EMPTY_CONSULTATION,
  STEP_OF_FIELD,
  SUMMARY_STEP,
  stepReady,
  type ConsultationField,
} from './consultation-form';
import { ConsultationSummary } from './consultation-summary';
import { StepButtons } from './step-buttons';
import { StepHeader } from './step-header';
import { validateContact } from './validate-contact';

interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const SUCCESS_CLOSE_MS = 3000;
const RESET_AFTER_CLOSE_MS = 300;

/**
 * 'Consulenza Gratuita' (001 sections 2, 4, 5): four steps (service, date and time, contact, details) and a
 * summary that sends POST /contact; Continue only when the step's data exists; 'Richiesta Inviata!' closes the
 * dialog after 3 s and the form starts again empty.
 */
export function ConsultationDialog({ open, onOpenChange }: ConsultationDialogProps) {
  const state = useSentForm(EMPTY_CONSULTATION, CONSULTATION_FIELDS, t.failure);
  const { values: form, errors, set, sending, sent, reset } = state;
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);

  useCloseAfterSuccess(sent, () => onOpenChange(false), SUCCESS_CLOSE_MS);

  // After a success the form is emptied once the dialog has closed (its closing animation is not cut short).
  useEffect(() => {
    if (open || !sent) return;
    const clear = setTimeout(() => {
      reset();
      setStep(0);
    }, RESET_AFTER_CLOSE_MS);
    return () => clearTimeout(clear);
  }, [open, sent, reset]);

  const goTo = (next: number) => {
    setStep(next);
    state.setFailure(undefined);
    // The new step's heading takes the focus, so a screen reader hears where the person is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const next = async () => {
    if (step === 2) {
      const found = await validateContact(form);
      if (Object.keys(found).length > 0) {
        state.setErrors(found);
        return;
      }
    }
    goTo(step + 1);
  };

  // A field the server refuses sends the person back to the first step asking for one.
  const backToRefused = (found: FormErrors<ConsultationField>) => {
    const first = Math.min(...Object.keys(found).map((field) => STEP_OF_FIELD[field as ConsultationField]));
    if (Number.isFinite(first)) goTo(first);
  };

  const send = () =>
    state.send(
      () =>
        callApi('contactCreate', {
          body: { kind: 'consultation', ...form, service: form.service as (typeof CONSULTATION_SERVICES)[number]['key'] },
        }),
      backToRefused,
    );

  const ready = stepReady(form, step, today);
  const stepProps = { form, errors, set };

  return (
    <SentFormDialog
      open={open}
      onOpenChange={onOpenChange}
      sending={sending}
      sent={sent}
      title={t.title}
      closeLabel={t.close}
      success={{ title: t.successTitle, text: t.successText }}
      onSubmit={() => {
        if (step === SUMMARY_STEP) {
          if (!sending) void send();
        } else if (ready) void next();
      }}
    >
      <StepHeader step={step} headingRef={heading} />
      {step === 0 && <ServiceStep {...stepProps} />}
      {step === 1 && <WhenStep {...stepProps} today={today} />}
      {step === 2 && <ContactStep {...stepProps} />}
      {step === 3 && <DetailsStep {...stepProps} />}
      {step === SUMMARY_STEP && <ConsultationSummary form={form} />}
      <FailureAlert message={state.failure} />
      <StepButtons
        canGoBack={step > 0}
        onBack={() => goTo(step - 1)}
        sends={step === SUMMARY_STEP}
        ready={ready}
        sending={sending}
      />
    </SentFormDialog>
  );
}

import { useRef, useState } from 'react';
import {
  JOB_APPLICATION_LIMITS,
  jobApplicationProblem,
  type JobApplicationField,
} from '@barber/shared/domain/job-application';
import type { CreateJobApplicationRequest } from '@barber/shared/contract/job-applications';
import { Button } from '../../components/button';
import { SentFormDialog } from '../../components/sent-form-dialog';
import { ApiError } from '../../lib/api-client';
import { useCloseAfterSuccess } from '../../lib/use-close-after-success';
import { workWithUs } from '../../i18n/work-with-us';
import { sendApplication } from './application-api';
import {
  applicationFieldId,
  EMPTY_APPLICATION,
  type ApplicationAlert,
  type ApplicationForm,
} from './application-form';
import { ApplicationAlertBox, ApplicationPrivacy } from './application-notes';
import { PersonalFields } from './personal-fields';
import { PortfolioField } from './portfolio-field';
import { SocialProfilesField } from './social-profiles-field';
import { usePortfolioUpload } from './use-portfolio-upload';

const t = workWithUs.modal;
const m = workWithUs.messages;

interface ApplicationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Candidatura Spontanea' (001 sections 2, 4, 5, 8): 'Dati Personali' on the left, the portfolio and the social
 * profiles on the right, the privacy notice and the submit. Photos upload when chosen, one at a time in order,
 * with the batch's progress; a failed batch adds nothing. Submitting runs 001 section 5's checks in order and
 * shows the first failure as an inline alert (role=alert), then sends; success shows 'Candidatura Inviata!' and
 * closes after 3 s. Closing resets the form and the photos.
 */
export function ApplicationModal({ open, onOpenChange }: ApplicationModalProps) {
  const [form, setForm] = useState<ApplicationForm>(EMPTY_APPLICATION);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<ApplicationAlert | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const showAlert = (next: ApplicationAlert) => {
    setAlert(next);
    if (next.field) document.getElementById(applicationFieldId(next.field))?.focus();
    else requestAnimationFrame(() => alertRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };
  const portfolio = usePortfolioUpload(showAlert);
  const { photos, progress } = portfolio;

  const close = () => {
    onOpenChange(false);
    setForm(EMPTY_APPLICATION);
    portfolio.reset();
    setSending(false);
    setSent(false);
    setAlert(null);
  };

  // 001 section 4: the success view closes the modal after 3 s (and the form is reset).
  useCloseAfterSuccess(sent, close, JOB_APPLICATION_LIMITS.successCloseMs);

  const set = <K extends keyof ApplicationForm>(key: K, value: ApplicationForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (alert?.field === key) setAlert(null);
  };

  const submit = async () => {
    if (sending || progress !== null) return;
    const problem = jobApplicationProblem(form, {
      selected: photos.length,
      uploaded: photos.filter((p) => p.url).length,
    }, m);
    if (problem) return showAlert({ field: problem.field, lines: [problem.message] });
    setAlert(null);
    setSending(true);
    try {
      // The selects only offer the contract's choices, and the checks above passed: the server checks them again.
      await sendApplication({ ...form, photos: photos.map((p) => p.url) } as CreateJobApplicationRequest);
      setSent(true);
    } catch (error) {
      // A refusal the server explains (a check, the rate limit) is shown as it is; anything else is the spec's text.
      const explained =
        error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message;
      showAlert({ lines: [explained || m.sendFailed] });
    } finally {
      setSending(false);
    }
  };

  const busy = sending || progress !== null;
  // The failed check's text also stands under its field (the alert is at the bottom, far away on a phone).
  const errorOf = (field: JobApplicationField) => (alert?.field === field ? alert.lines[0] : undefined);

  return (
    <SentFormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      sending={sending}
      sent={sent}
      title={t.title}
      description={t.description}
      closeLabel={t.close}
      success={{ title: t.successTitle, text: t.successText }}
      size="wide"
      className="flex flex-col gap-6"
      onSubmit={() => void submit()}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <PersonalFields form={form} disabled={sending} errorOf={errorOf} set={set} />
        <div className="flex min-w-0 flex-col gap-6" id={applicationFieldId('photos')} tabIndex={-1}>
          <PortfolioField
            photos={photos}
            progress={progress}
            disabled={sending}
            invalid={alert?.field === 'photos'}
            onAdd={(files) => {
              setAlert(null);
              void portfolio.add(files);
            }}
            onRemove={portfolio.remove}
          />
          <SocialProfilesField
            profiles={form.socialProfiles}
            disabled={sending}
            invalid={alert?.field === 'socialProfiles'}
            onChange={(profiles) => set('socialProfiles', profiles)}
          />
        </div>
      </div>
      <ApplicationPrivacy />
      <ApplicationAlertBox alert={alert} boxRef={alertRef} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined}>
          {sending ? t.sending : progress !== null ? t.uploadingButton : t.submit}
        </Button>
      </div>
    </SentFormDialog>
  );
}

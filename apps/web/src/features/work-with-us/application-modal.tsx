import { useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import {
  JOB_APPLICATION_LIMITS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  WORK_PERMITS,
  WORK_PERMIT_LABELS,
  YES_NO,
  YES_NO_LABELS,
  jobApplicationProblem,
  photoSelectionProblem,
  type JobApplicationField,
  type JobApplicationFormState,
} from '@barber/shared/domain/job-application';
import type { CreateJobApplicationRequest } from '@barber/shared/contract/job-applications';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { SentNotice } from '../../components/sent-notice';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { ApiError } from '../../lib/api-client';
import { useCloseAfterSuccess } from '../../lib/use-close-after-success';
import { workWithUs } from '../../i18n/work-with-us';
import { sendApplication, uploadPhoto } from './application-api';
import { PortfolioField, type PortfolioPhoto } from './portfolio-field';
import { SocialProfilesField } from './social-profiles-field';

const t = workWithUs.modal;
const m = workWithUs.messages;

type FormState = Omit<JobApplicationFormState, 'childrenNumber' | 'socialProfiles'> & {
  childrenNumber: string;
  socialProfiles: { platform: string; url: string }[];
};

const EMPTY: FormState = {
  firstName: '',
  lastName: '',
  nationality: '',
  hasWorkPermit: '',
  maritalStatus: '',
  hasChildren: '',
  childrenNumber: '',
  address: '',
  phone: '',
  email: '',
  socialProfiles: [{ platform: '', url: '' }],
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** What the alert says: one or two paragraphs (the spec's text, then the server's reason when there is one). */
type Alert = { field?: JobApplicationField; lines: string[] };

/** Where a failed check sends the focus, so the person lands on what to fix. */
const fieldId = (field: JobApplicationField) => `ja-${field}`;

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
  const [form, setForm] = useState<FormState>(EMPTY);
  const [photos, setPhotos] = useState<PortfolioPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const nextId = useRef(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const reset = () => {
    setForm(EMPTY);
    setPhotos([]);
    setProgress(null);
    setSending(false);
    setSent(false);
    setAlert(null);
  };

  const close = () => {
    onOpenChange(false);
    reset();
  };

  // 001 section 4: the success view closes the modal after 3 s (and the form is reset).
  useCloseAfterSuccess(sent, close, JOB_APPLICATION_LIMITS.successCloseMs);

  const showAlert = (next: Alert) => {
    setAlert(next);
    if (next.field) document.getElementById(fieldId(next.field))?.focus();
    else requestAnimationFrame(() => alertRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (alert?.field === key) setAlert(null);
  };

  const addPhotos = async (files: File[]) => {
    setAlert(null);
    const problem = photoSelectionProblem(photos.length, files);
    if (problem) return showAlert({ field: 'photos', lines: [problem] });
    const batch: PortfolioPhoto[] = [];
    setProgress(0);
    for (const [index, file] of files.entries()) {
      try {
        const uploaded = await uploadPhoto(file, (fraction) =>
          setProgress((index + fraction) / files.length),
        );
        batch.push({ id: `photo-${nextId.current++}`, name: file.name, ...uploaded });
      } catch (error) {
        // 001 section 8: nothing of this batch is added; the alert names the file, then the server's reason.
        setProgress(null);
        const detail = error instanceof ApiError ? error.message : String(error);
        return showAlert({
          field: 'photos',
          lines: [m.uploadFailedAlert(m.uploadFailedFile(file.name)), m.uploadFailed(detail)],
        });
      }
    }
    setProgress(null);
    setPhotos((current) => [...current, ...batch]);
  };

  const submit = async () => {
    if (sending || progress !== null) return;
    const problem = jobApplicationProblem(form, {
      selected: photos.length,
      uploaded: photos.filter((p) => p.url).length,
    });
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
  const text = (
    field: keyof FormState & JobApplicationField,
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={form[field] as string}
      disabled={sending}
      error={errorOf(field)}
      onChange={(event) => set(field, event.target.value)}
      {...props}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else if (!sending) close();
      }}
      title={t.title}
      description={t.description}
      closeLabel={t.close}
      size="wide"
      closeDisabled={sending}
    >
      {sent ? (
        <SentNotice title={t.successTitle} text={t.successText} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-6 md:grid-cols-2">
            <fieldset className="flex min-w-0 flex-col gap-4">
              <legend className="mb-1 text-lg font-semibold">{t.personal}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {text('firstName', t.firstName, { autoComplete: 'given-name', maxLength: 100 })}
                {text('lastName', t.lastName, { autoComplete: 'family-name', maxLength: 100 })}
              </div>
              {text('nationality', t.nationality, { maxLength: 100 })}
              <SelectField
                id={fieldId('hasWorkPermit')}
                label={t.workPermit}
                placeholder={t.choose}
                options={options(WORK_PERMITS, WORK_PERMIT_LABELS)}
                value={form.hasWorkPermit}
                disabled={sending}
                error={errorOf('hasWorkPermit')}
                onChange={(event) => set('hasWorkPermit', event.target.value)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  id={fieldId('maritalStatus')}
                  label={t.maritalStatus}
                  placeholder={t.choose}
                  options={options(MARITAL_STATUSES, MARITAL_STATUS_LABELS)}
                  value={form.maritalStatus}
                  disabled={sending}
                  error={errorOf('maritalStatus')}
                  onChange={(event) => set('maritalStatus', event.target.value)}
                />
                <SelectField
                  id={fieldId('hasChildren')}
                  label={t.hasChildren}
                  placeholder={t.choose}
                  options={options(YES_NO, YES_NO_LABELS)}
                  value={form.hasChildren}
                  disabled={sending}
                  error={errorOf('hasChildren')}
                  onChange={(event) => set('hasChildren', event.target.value)}
                />
              </div>
              {form.hasChildren === 'si' &&
                text('childrenNumber', t.childrenNumber, {
                  type: 'number',
                  inputMode: 'numeric',
                  min: 1,
                  step: 1,
                })}
              <TextareaField
                id={fieldId('address')}
                label={t.address}
                value={form.address}
                disabled={sending}
                autoComplete="street-address"
                maxLength={300}
                error={errorOf('address')}
                onChange={(event) => set('address', event.target.value)}
              />
              {text('phone', t.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 40 })}
              {text('email', t.email, {
                type: 'email',
                autoComplete: 'email',
                inputMode: 'email',
                maxLength: 254,
              })}
            </fieldset>

            <div className="flex min-w-0 flex-col gap-6" id={fieldId('photos')} tabIndex={-1}>
              <PortfolioField
                photos={photos}
                progress={progress}
                disabled={sending}
                invalid={alert?.field === 'photos'}
                onAdd={(files) => void addPhotos(files)}
                onRemove={(id) => setPhotos((current) => current.filter((p) => p.id !== id))}
              />
              <SocialProfilesField
                profiles={form.socialProfiles}
                disabled={sending}
                invalid={alert?.field === 'socialProfiles'}
                onChange={(profiles) => set('socialProfiles', profiles)}
              />
            </div>
          </div>

          <aside aria-labelledby="ja-privacy" className="flex gap-3 rounded-lg bg-surface-2 p-4 text-sm">
            <Lock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
            <div>
              <h3 id="ja-privacy" className="font-semibold">
                {t.privacyTitle}
              </h3>
              <p className="mt-1 text-muted">{t.privacy}</p>
            </div>
          </aside>

          <div ref={alertRef}>
            {alert && (
              <FormAlert>
                {alert.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </FormAlert>
            )}
          </div>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {sending ? t.sending : progress !== null ? t.uploadingButton : t.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

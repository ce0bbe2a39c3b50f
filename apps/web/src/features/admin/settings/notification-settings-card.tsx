import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import {
  REMINDER_EMAIL_CHOICES,
  REMINDER_SMS_CHOICES,
  reminderChoices,
} from '@barber/shared/domain/notification-settings';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { SelectField } from '../../../components/select-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminSettings } from '../../../i18n/admin-settings';
import {
  notificationSettingsKey,
  notificationSettingsQuery,
  saveNotificationSettings,
  type NotificationSettings,
} from './notification-settings-api';

const t = adminSettings.notifications;

const optionsFor = (choices: readonly number[], current: number | undefined) =>
  reminderChoices(choices, current).map((hours) => ({ value: String(hours), label: t.hours(hours) }));

/** The server's own Italian reason for a refused value; anything else (network, 5xx) the card's message. */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message ? error.message : t.saveError;

/**
 * 'Notifiche' (issue 13 item 2): how many hours before the appointment the email and the SMS reminders go
 * (0 = off). The reminder scan reads the stored hours every minute, so a saved change applies to every reminder
 * not sent yet (ADR 0019).
 */
export function NotificationSettingsCard() {
  const queryClient = useQueryClient();
  const stored = useQuery(notificationSettingsQuery);
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);

  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationSettingsKey, answer.data);
      toast.success(t.saved);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(draft);
  };
  const change = (key: keyof NotificationSettings, value: string) => {
    save.reset();
    setDraft((current) => (current ? { ...current, [key]: Number(value) } : current));
  };

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      <h3 id="notification-settings-title" className="text-lg font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {stored.isError && !draft ? (
        <div className="mt-4">
          <LoadError retryLabel={t.retry} onRetry={() => void stored.refetch()}>
            <p>{t.loadError}</p>
          </LoadError>
        </div>
      ) : !draft ? (
        <div className="mt-4">
          <LoadingBlock label={t.loading} minHeight="min-h-32" />
        </div>
      ) : (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t.email}
              hint={t.emailHint}
              value={String(draft.reminderEmailHours)}
              options={optionsFor(REMINDER_EMAIL_CHOICES, draft.reminderEmailHours)}
              onChange={(event) => change('reminderEmailHours', event.target.value)}
            />
            <SelectField
              label={t.sms}
              hint={t.smsHint}
              value={String(draft.reminderSmsHours)}
              options={optionsFor(REMINDER_SMS_CHOICES, draft.reminderSmsHours)}
              onChange={(event) => change('reminderSmsHours', event.target.value)}
            />
          </div>
          <p className="flex items-start gap-2 text-sm text-muted">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t.planNote} {t.appliesNote}
            </span>
          </p>
          {save.isError && <FormAlert>{saveFailure(save.error)}</FormAlert>}
          <div>
            <Button
              type="submit"
              pending={save.isPending}
              pendingLabel={t.saving}
              className="w-full sm:w-auto"
            >
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  REMINDER_EMAIL_CHOICES,
  REMINDER_SMS_CHOICES,
  reminderChoices,
} from '@barber/shared/domain/notification-settings';
import { SelectField } from '../../../components/select-field';
import { SettingsForm, SettingsNote, StoredSettingsCard } from '../../../components/settings-card';
import { refusalOr, useSettingsSave } from '../../../lib/use-settings-save';
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

const saveFailure = refusalOr(t.saveError);

/**
 * 'Notifiche' (issue 13 item 2): how many hours before the appointment the email and the SMS reminders go
 * (0 = off). The reminder scan reads the stored hours every minute, so a saved change applies to every reminder
 * not sent yet (ADR 0019).
 */
export function NotificationSettingsCard() {
  const stored = useQuery(notificationSettingsQuery);
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);

  const save = useSettingsSave({
    save: saveNotificationSettings,
    queryKey: notificationSettingsKey,
    storedOf: (answer) => answer.data,
    savedMessage: t.saved,
  });

  const change = (key: keyof NotificationSettings, value: string) => {
    save.reset();
    setDraft((current) => (current ? { ...current, [key]: Number(value) } : current));
  };

  return (
    <StoredSettingsCard
      id="notification-settings-title"
      texts={t}
      query={stored}
      value={draft}
      minHeight="min-h-32"
    >
      {(draft) => (
        <SettingsForm
          className="gap-4"
          onSubmit={() => save.mutate(draft)}
          error={save.isError ? saveFailure(save.error) : null}
          pending={save.isPending}
          pendingLabel={t.saving}
          submitLabel={t.save}
        >
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
          <SettingsNote>
            {t.planNote} {t.appliesNote}
          </SettingsNote>
        </SettingsForm>
      )}
    </StoredSettingsCard>
  );
}

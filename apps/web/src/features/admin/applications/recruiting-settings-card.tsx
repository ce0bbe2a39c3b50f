import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SettingsForm, StoredSettingsCard } from '../../../components/settings-card';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { refusalOr, useSettingsSave } from '../../../lib/use-settings-save';
import { workWithUs } from '../../../i18n/work-with-us';
import { recruitingSettingsKey, recruitingSettingsQuery, saveRecruitingSettings } from './applications-api';

const t = workWithUs.admin.settings;

/** The server refused the value (its Italian reason goes under the field); other failures get the card's alert. */
const refused = (error: unknown) => error instanceof ApiError && error.status === 400;
const saveFailure = refusalOr(t.saveError);

/** Where the applications are emailed: the recruiting address, or (empty) the shop's own email (ADR 0024). */
export function RecruitingSettingsCard() {
  const stored = useQuery(recruitingSettingsQuery);
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data.recruitingEmail ?? '');
  }, [stored.data]);

  const save = useSettingsSave({
    save: saveRecruitingSettings,
    queryKey: recruitingSettingsKey,
    storedOf: (settings) => settings,
    savedMessage: t.saved,
  });

  return (
    <StoredSettingsCard
      id="recruiting-settings-title"
      texts={{ ...t, retry: workWithUs.admin.retry }}
      query={stored}
      value={draft}
      minHeight="min-h-24"
    >
      {(draft) => (
        <SettingsForm
          className="gap-4 sm:max-w-xl"
          onSubmit={() => save.mutate(draft.trim())}
          error={save.isError && !refused(save.error) ? saveFailure(save.error) : null}
          pending={save.isPending}
          pendingLabel={t.saving}
          submitLabel={t.save}
        >
          <TextField
            label={t.email}
            hint={t.hint(stored.data?.shopEmail ?? '')}
            type="email"
            autoComplete="email"
            value={draft}
            maxLength={254}
            error={save.isError && refused(save.error) ? saveFailure(save.error) : undefined}
            onChange={(event) => {
              save.reset();
              setDraft(event.target.value);
            }}
          />
        </SettingsForm>
      )}
    </StoredSettingsCard>
  );
}

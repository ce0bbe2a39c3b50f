import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { CheckRow } from '../../../components/check-row';
import { SettingsNote, StoredSettingsCard } from '../../../components/settings-card';
import { refusalOr, useSettingsSave } from '../../../lib/use-settings-save';
import { adminSettings } from '../../../i18n/admin-settings';
import {
  saveTeamNoticeSettings,
  teamNoticeKey,
  teamNoticeQuery,
  type TeamNoticeSettings,
} from './team-notice-api';

const t = adminSettings.teamNotices;

const saveFailure = refusalOr(t.saveError);

/**
 * 'Avvisi al team' (issue 27 item 4, ADR 0053): whether the owner gets a copy of the barbers' emails about
 * bookings, cancellations and moves, and whether barbers are emailed only for changes within 48 hours. Each switch
 * is saved when it is changed (no form to forget to save), with a toast.
 */
export function TeamNoticeCard() {
  const stored = useQuery(teamNoticeQuery);
  // The value asked for shows at once (set in the same event as the click), until the server answers.
  const [asked, setAsked] = useState<TeamNoticeSettings | null>(null);
  const save = useSettingsSave({
    save: saveTeamNoticeSettings,
    queryKey: teamNoticeKey,
    storedOf: (answer) => answer.data,
    savedMessage: t.saved,
    onSettled: () => setAsked(null),
  });
  const shown = asked ?? stored.data;
  const toggle = (key: keyof TeamNoticeSettings, value: boolean) => {
    if (!shown) return;
    const next = { ...shown, [key]: value };
    setAsked(next);
    save.mutate(next);
  };

  return (
    <StoredSettingsCard id="team-notice-title" texts={t} query={stored} value={shown} minHeight="min-h-24">
      {(shown) => (
        <div className="mt-4 flex flex-col gap-3">
          <CheckRow
            label={t.ownerCopy}
            hint={t.ownerCopyHint}
            checked={shown.ownerCopy}
            disabled={save.isPending}
            onChange={(value) => toggle('ownerCopy', value)}
          />
          <CheckRow
            label={t.within48h}
            hint={t.within48hHint}
            checked={shown.barbersOnlyWithin48h}
            disabled={save.isPending}
            onChange={(value) => toggle('barbersOnlyWithin48h', value)}
          />
          <SettingsNote>{t.planNote}</SettingsNote>
          {save.isError && <FormAlert>{saveFailure(save.error)}</FormAlert>}
        </div>
      )}
    </StoredSettingsCard>
  );
}

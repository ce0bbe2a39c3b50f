import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminSettings } from '../../../i18n/admin-settings';
import { saveTeamNoticeSettings, teamNoticeKey, teamNoticeQuery, type TeamNoticeSettings } from './team-notice-api';

const t = adminSettings.teamNotices;

const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message ? error.message : t.saveError;

/**
 * 'Avvisi al team' (issue 27 item 4, ADR 0053): whether the owner gets a copy of the barbers' emails about
 * bookings, cancellations and moves, and whether barbers are emailed only for changes within 48 hours. Each switch
 * is saved when it is changed (no form to forget to save), with a toast.
 */
export function TeamNoticeCard() {
  const queryClient = useQueryClient();
  const stored = useQuery(teamNoticeQuery);
  // The value asked for shows at once (set in the same event as the click), until the server answers.
  const [asked, setAsked] = useState<TeamNoticeSettings | null>(null);
  const save = useMutation({
    mutationFn: saveTeamNoticeSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(teamNoticeKey, answer.data);
      toast.success(t.saved);
    },
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
    <section aria-labelledby="team-notice-title" className="rounded-xl border border-border bg-surface p-4 sm:p-5">
      <h3 id="team-notice-title" className="text-lg font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {stored.isError && !shown ? (
        <div className="mt-4">
          <LoadError retryLabel={t.retry} onRetry={() => void stored.refetch()}>
            <p>{t.loadError}</p>
          </LoadError>
        </div>
      ) : !shown ? (
        <div className="mt-4">
          <LoadingBlock label={t.loading} minHeight="min-h-24" />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <Switch
            label={t.ownerCopy}
            hint={t.ownerCopyHint}
            checked={shown.ownerCopy}
            disabled={save.isPending}
            onChange={(value) => toggle('ownerCopy', value)}
          />
          <Switch
            label={t.within48h}
            hint={t.within48hHint}
            checked={shown.barbersOnlyWithin48h}
            disabled={save.isPending}
            onChange={(value) => toggle('barbersOnlyWithin48h', value)}
          />
          <p className="flex items-start gap-2 text-sm text-muted">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t.planNote}</span>
          </p>
          {save.isError && <FormAlert>{saveFailure(save.error)}</FormAlert>}
        </div>
      )}
    </section>
  );
}

function Switch(props: { label: string; hint: string; checked: boolean; disabled: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium">{props.label}</span>
        <span className="block text-sm text-muted">{props.hint}</span>
      </span>
    </label>
  );
}

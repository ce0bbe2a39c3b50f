import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { workWithUs } from '../../../i18n/work-with-us';
import { recruitingSettingsKey, recruitingSettingsQuery, saveRecruitingSettings } from './applications-api';

const t = workWithUs.admin.settings;

/** The server refused the value (its Italian reason goes under the field); other failures get the card's alert. */
const refused = (error: unknown) => error instanceof ApiError && error.status === 400;
const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message ? error.message : t.saveError;

/** Where the applications are emailed: the recruiting address, or (empty) the shop's own email (ADR 0024). */
export function RecruitingSettingsCard() {
  const queryClient = useQueryClient();
  const stored = useQuery(recruitingSettingsQuery);
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data.recruitingEmail ?? '');
  }, [stored.data]);

  const save = useMutation({
    mutationFn: saveRecruitingSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(recruitingSettingsKey, settings);
      toast.success(t.saved);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) save.mutate(draft.trim());
  };

  return (
    <section aria-labelledby="recruiting-settings-title" className="rounded-xl border border-border bg-surface p-4 sm:p-5">
      <h3 id="recruiting-settings-title" className="text-lg font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {stored.isError && draft === null ? (
        <div className="mt-4">
          <LoadError retryLabel={workWithUs.admin.retry} onRetry={() => void stored.refetch()}>
            <p>{t.loadError}</p>
          </LoadError>
        </div>
      ) : draft === null ? (
        <div className="mt-4">
          <LoadingBlock label={t.loading} minHeight="min-h-24" />
        </div>
      ) : (
        <form className="mt-4 flex flex-col gap-4 sm:max-w-xl" onSubmit={submit} noValidate>
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
          {save.isError && !refused(save.error) && (
            <FormAlert>{saveFailure(save.error)}</FormAlert>
          )}
          <div>
            <Button type="submit" pending={save.isPending} pendingLabel={t.saving} className="w-full sm:w-auto">
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

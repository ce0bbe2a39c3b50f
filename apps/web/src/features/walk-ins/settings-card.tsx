import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert';
import { StoredSettingsCard } from '../../components/settings-card';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { walkIns } from '../../i18n/walk-ins';
import { queueQuery, saveWalkInSettings, walkInsKey } from './walk-ins-api';

const t = walkIns.settings;
const texts = { title: t.title, intro: t.description, loading: walkIns.loading, loadError: walkIns.loadError, retry: walkIns.retry };

/** The owner's switch of the walk-in queue (ADR 0063), saved when it is changed, with a toast. */
export function WalkInSettingsCard() {
  const client = useQueryClient();
  const queue = useQuery(queueQuery);
  const save = useMutation({
    mutationFn: saveWalkInSettings,
    onSuccess: () => toast.success(t.saved),
    onSettled: () => client.invalidateQueries({ queryKey: walkInsKey }),
  });
  const enabled = save.isPending ? save.variables : queue.data?.enabled;

  return (
    <StoredSettingsCard id="walk-ins-settings-title" texts={texts} query={queue} value={enabled} minHeight="min-h-16">
      {(enabled) => (
        <div className="mt-4 flex flex-col gap-3">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-accent"
              checked={enabled}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
            />
            <span className="font-medium">{t.enabled}</span>
          </label>
          {save.isError && <FormAlert>{errorMessage(save.error) || t.failed}</FormAlert>}
        </div>
      )}
    </StoredSettingsCard>
  );
}

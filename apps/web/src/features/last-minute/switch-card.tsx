import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert';
import { StoredSettingsCard } from '../../components/settings-card';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';

interface SwitchCardProps<K extends readonly unknown[]> {
  id: string;
  texts: { title: string; intro: string; label: string; loading: string; loadError: string; retry: string; failed: string };
  query: UseQueryOptions<boolean, Error, boolean, K>;
  save: (enabled: boolean) => Promise<{ message?: string | undefined }>;
}

/** One stored on/off switch, saved when changed with the server's message as the toast: the profile's and the owner's. */
export function SwitchCard<K extends readonly unknown[]>({ id, texts, query: options, save: send }: SwitchCardProps<K>) {
  const client = useQueryClient();
  const query = useQuery(options);
  const save = useMutation({
    mutationFn: send,
    onSuccess: (answer) => answer.message && toast.success(answer.message),
    onSettled: () => client.invalidateQueries({ queryKey: options.queryKey }),
  });
  const enabled = save.isPending ? save.variables : query.data;

  return (
    <StoredSettingsCard id={id} texts={texts} query={query} value={enabled} minHeight="min-h-16">
      {(on) => (
        <div className="mt-4 flex flex-col gap-3">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-accent"
              checked={on}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
            />
            <span className="font-medium">{texts.label}</span>
          </label>
          {save.isError && <FormAlert>{errorMessage(save.error) || texts.failed}</FormAlert>}
        </div>
      )}
    </StoredSettingsCard>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert';
import { ServicesPicker } from '../../components/schedule/services-picker';
import { LoadingBlock } from '../../components/loading-block';
import { LoadError } from '../../components/load-error';
import { TabHeading } from '../../components/tab-heading';
import { UnsavedTab } from '../../components/unsaved-changes';
import { barber as b } from '../../i18n/barber';
import { activeServicesQuery, barberKeys, barberQuery, saveServices } from './barber-api';

const t = b.services;
/** The spec's refresh of the services tab: an admin may add or retire a service meanwhile. */
export const SERVICES_REFRESH_MS = 30_000;

/** 'Gestione Servizi': a toggle per active service; 'Salva' appears once the selection differs. */
export function ServicesTab({ barberId }: { barberId: string }) {
  const queryClient = useQueryClient();
  const services = useQuery({ ...activeServicesQuery, refetchInterval: SERVICES_REFRESH_MS });
  const barber = useQuery({ ...barberQuery(barberId), refetchInterval: SERVICES_REFRESH_MS });
  // null while untouched, so the 30 s refresh shows the server's selection; a copy once the barber edits.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [tried, setTried] = useState(false);
  const [savedNotice, setSavedNotice] = useState(false);

  const mutation = useMutation({
    mutationFn: (ids: string[]) => saveServices(barberId, ids),
    onSuccess: (saved) => {
      queryClient.setQueryData(barberKeys.barber(barberId), saved);
      void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
      setDraft(null);
      setTried(false);
      setSavedNotice(true);
    },
  });

  if (services.isPending || barber.isPending) {
    return <LoadingBlock label={b.loading} minHeight="min-h-48" />;
  }
  if (services.isError || barber.isError) {
    return (
      <LoadError
        icon
        retryLabel={b.retry}
        onRetry={() => {
          void services.refetch();
          void barber.refetch();
        }}
      >
        <p className="font-semibold">{t.errors.load}</p>
      </LoadError>
    );
  }

  const selected = draft ?? barber.data.serviceIds;
  const changed = draft !== null && !sameSet(draft, barber.data.serviceIds);
  const error = tried && selected.length === 0 ? t.required : undefined;

  const save = () => {
    setTried(true);
    if (selected.length === 0) return;
    mutation.mutate(selected);
  };

  return (
    // The same warning as the hours tab: a note, a floating save button, a question before leaving.
    <UnsavedTab
      heading={<TabHeading id="barber-services-title" title={t.title} intro={t.intro} />}
      dirty={changed}
      note={b.schedule.unsaved}
      save={{ onSave: save, pending: mutation.isPending, label: t.save, pendingLabel: t.saving }}
    >
      <div aria-live="polite">
        {savedNotice && !changed && <FormAlert tone="success">{t.saved}</FormAlert>}
      </div>
      {mutation.isError && <FormAlert>{t.errors.save}</FormAlert>}
      {services.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t.empty}</p>
      ) : (
        <ServicesPicker
          services={services.data}
          value={selected}
          onChange={(ids) => {
            setDraft(ids);
            setSavedNotice(false);
          }}
          legend={t.title}
          legendHidden
          error={error}
          disabled={mutation.isPending}
        />
      )}
    </UnsavedTab>
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

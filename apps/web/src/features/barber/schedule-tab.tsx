import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Barber } from '@barber/shared/schemas/catalog';
import { validateWorkingHours, type WorkingDay } from '@barber/shared/domain/working-hours';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { LiveVacations } from '../../components/schedule/live-vacations';
import { WorkingHoursEditor } from '../../components/schedule/working-hours-editor';
import { completeWeek, toWorkingHoursPayload } from '../../components/schedule/working-hours-rules';
import { LoadingBlock } from '../../components/loading-block';
import { LoadError } from '../../components/load-error';
import { TabHeading } from '../../components/tab-heading';
import { ShopHoursHint } from '../../components/shop-hours-hint';
import { UnsavedTab } from '../../components/unsaved-changes';
import { ApiError } from '../../lib/api-client';
import { barber as b } from '../../i18n/barber';
import { barberKeys, barberQuery, notifyScheduleUpdate, saveWorkingHours } from './barber-api';
import { BARBER_DEFAULT_BREAK, barberDefaultWeek, scheduleSaveMessage } from './barber-schedule';

const t = b.schedule;
export const SAVED_MESSAGE_MS = 3_000;

/**
 * 'Gestione Orari e Vacanze': the weekly hours are one form, edited on a local copy until 'Salva Modifiche' (and
 * leaving with changes asks first); each vacation is saved the moment it is added or removed (issue 27 item 2).
 */
export function ScheduleTab({ barberId, today }: { barberId: string; today: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(barberQuery(barberId));
  if (query.isPending) {
    return <LoadingBlock label={b.loading} minHeight="min-h-48" />;
  }
  if (query.isError) {
    return (
      <LoadError icon retryLabel={b.retry} onRetry={() => void query.refetch()}>
        <p className="font-semibold">{t.errors.load}</p>
      </LoadError>
    );
  }
  if (!query.data) return <FormAlert>{t.noBarber}</FormAlert>;
  const saved = (barber: Barber) => {
    queryClient.setQueryData(barberKeys.barber(barberId), barber);
    void queryClient.invalidateQueries({ queryKey: ['slots', barberId] });
    void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
  };
  return (
    <div className="flex flex-col gap-6">
      {/* A background refetch must not wipe unsaved edits: the form copies the record once, keyed by barber. */}
      <ScheduleForm key={barberId} barber={query.data} />
      <Card className="p-4 sm:p-6">
        <LiveVacations
          barberId={barberId}
          vacations={query.data.vacations ?? []}
          today={today}
          onSaved={saved}
        />
      </Card>
    </div>
  );
}

class StepError extends Error {}
const detailOf = (error: unknown) => (error instanceof ApiError ? error.message : b.schedule.errors.load);

function ScheduleForm({ barber }: { barber: Barber }) {
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<WorkingDay[]>(() =>
    barber.workingHours.length > 0 ? completeWeek(barber.workingHours) : barberDefaultWeek(),
  );
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const [checkMessage, setCheckMessage] = useState('');

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  /** An editor's onChange: keeps the new value and marks the schedule as changed since the last save. */
  const editing =
    <T,>(set: (next: T) => void) =>
    (next: T) => {
      set(next);
      setDirty(true);
      setSaved(false);
      setCheckMessage('');
    };

  const mutation = useMutation({
    mutationFn: async () => {
      let result: Barber;
      try {
        result = await saveWorkingHours(barber._id, toWorkingHoursPayload(hours));
      } catch (error) {
        throw new StepError(t.errors.hours(detailOf(error)));
      }
      // The notice is a courtesy: the schedule is saved whether or not the email goes out.
      await notifyScheduleUpdate(barber._id).catch(() => undefined);
      return result;
    },
    onSuccess: (result) => {
      setHours(completeWeek(result.workingHours));
      setDirty(false);
      setSaved(true);
      queryClient.setQueryData(barberKeys.barber(barber._id), result);
      void queryClient.invalidateQueries({ queryKey: ['slots', barber._id] });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'barbers'] });
    },
  });

  const save = () => {
    const message = scheduleSaveMessage(hours) ?? (validateWorkingHours(hours).length > 0 ? t.fixErrors : '');
    setCheckMessage(message);
    if (message) return;
    setSaved(false);
    mutation.mutate();
  };

  return (
    <UnsavedTab
      heading={<TabHeading title={t.title} intro={t.intro} />}
      dirty={dirty}
      note={t.unsaved}
      save={{ onSave: save, pending: mutation.isPending, label: t.save, pendingLabel: t.saving }}
    >
      <div aria-live="polite">{saved && <FormAlert tone="success">{t.saved}</FormAlert>}</div>
      {checkMessage && <FormAlert>{checkMessage}</FormAlert>}
      {mutation.isError && (
        <FormAlert>
          {t.errors.save(
            mutation.error instanceof StepError ? mutation.error.message : detailOf(mutation.error),
          )}
        </FormAlert>
      )}
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <ShopHoursHint />
        <WorkingHoursEditor
          value={hours}
          onChange={editing(setHours)}
          defaultBreak={BARBER_DEFAULT_BREAK}
          legend={t.hoursTitle}
          disabled={mutation.isPending}
        />
      </Card>
    </UnsavedTab>
  );
}

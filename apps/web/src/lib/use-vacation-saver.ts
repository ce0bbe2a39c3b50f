import { useRef, useState } from 'react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber, Vacation } from '@barber/shared/schemas/catalog';
import { VacationConflictResponse } from '@barber/shared/schemas/staff';
import { staff } from '../i18n/staff';
import { ApiError } from './api-client';
import { callApi } from './api-call';
import { formatDate } from './format';
import { toast } from './toast';

type Change = { kind: 'added' | 'removed'; period: Vacation } | { kind: 'undo' };

interface PendingConflict {
  list: Vacation[];
  change: Change;
  appointments: Appointment[];
  resolve: (saved: boolean) => void;
}

const t = staff.vacations;
const same = (a: Vacation, b: Vacation) => a.startDate === b.startDate && a.endDate === b.endDate;
const text = (v: Vacation) => t.period(formatDate(v.startDate, 'short'), formatDate(v.endDate, 'short'));

/**
 * Saves a barber's vacations the moment one is added or removed (issue 27 item 2), with 'Annulla' on the toast.
 * A new period over booked appointments comes back from the server as a conflict: `conflict` lists them until
 * the editor confirms (saved, and those customers are emailed to pick a new time) or gives up (nothing saved).
 */
export function useVacationSaver(barberId: string, vacations: readonly Vacation[], onSaved: (barber: Barber) => void) {
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  // The undo of a toast runs later: it starts from the list as it is then, not as it was when the toast opened.
  const latest = useRef(vacations);
  latest.current = vacations;

  async function commit(list: Vacation[], change: Change, confirmConflicts = false): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await callApi('saveVacations', {
        params: { id: barberId },
        body: { vacations: list, ...(confirmConflicts ? { confirmConflicts } : {}) },
      });
      latest.current = answer.data.vacations ?? list;
      onSaved(answer.data as Barber);
      // The customers inside the new vacation learn it by email (the schedule-update notice); a courtesy.
      if (confirmConflicts) await callApi('notifyScheduleUpdate', { body: { barberId } }).catch(() => undefined);
      announce(change);
      return true;
    } catch (error) {
      const refusal = error instanceof ApiError ? VacationConflictResponse.safeParse(error.body) : null;
      if (refusal?.success) {
        const appointments = refusal.data.conflictingAppointments;
        return new Promise((resolve) => setConflict({ list, change, appointments, resolve }));
      }
      toast.error(t.saveFailed, { description: error instanceof ApiError ? error.message : undefined });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function announce(change: Change) {
    if (change.kind === 'undo') return toast.success(t.undone);
    const { kind, period } = change;
    const back = () =>
      kind === 'added'
        ? latest.current.filter((v) => !same(v, period))
        : [...latest.current.filter((v) => !same(v, period)), period];
    toast.success(kind === 'added' ? t.added(text(period)) : t.removed(text(period)), {
      duration: 8000,
      action: { label: t.undo, onClick: () => void commit(back(), { kind: 'undo' }) },
    });
  }

  return {
    busy,
    /** The booked appointments waiting for the editor's answer (empty when none). */
    conflicts: conflict?.appointments ?? [],
    add: (period: Vacation) => commit([...latest.current.filter((v) => !same(v, period)), period], { kind: 'added', period }),
    remove: (period: Vacation) =>
      void commit(latest.current.filter((v) => !same(v, period)), { kind: 'removed', period }),
    confirmConflicts: async () => {
      if (!conflict) return;
      const saved = await commit(conflict.list, conflict.change, true);
      setConflict(null);
      conflict.resolve(saved);
    },
    dropConflicts: () => {
      conflict?.resolve(false);
      setConflict(null);
    },
  };
}

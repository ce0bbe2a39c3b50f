import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { isDate } from '@barber/shared/domain/zoned-time';
import type { TemporaryAbsence } from '@barber/shared/schemas/absences';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Button } from '../../../components/button';
import { AdminListState } from '../admin-list-state';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { DateField } from '../../../components/date-field';
import { formatDate } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { adminBarbersQuery } from '../catalog-queries';
import { serverMessageOr, useAdminRemoval } from '../use-admin-removal';
import { useShopToday } from '../use-shop-today';
import { AbsenceForm } from './absence-form';
import { AbsenceInfoBox } from './absence-info-box';
import { AbsenceList } from './absence-list';
import { absenceDefaults, conflictingAppointments, type AbsenceFormValues } from './absence-rules';
import { absencesQuery, dayAppointmentsQuery, deleteAbsence } from './absences-api';
import { DayAppointmentsPanel } from './day-appointments-panel';

type FormState =
  { open: false } | { open: true; editing: TemporaryAbsence | null; initial: AbsenceFormValues; key: number };

/** The ids of the day's appointments the hours collide with (an edited absence keeps its own barber). */
function collidingIds(
  appointments: readonly Appointment[],
  hours: { start: string; end: string; barberId: string | null },
  editedBarber: string | null | undefined,
): string[] {
  const barberId = editedBarber !== undefined ? editedBarber : hours.barberId;
  return conflictingAppointments(appointments, hours.start, hours.end, barberId).map((a) => a._id);
}

/** 'Gestione Assenze Temporanee': one day's absences, its appointments, and the form that blocks hours. */
export function AbsencesTab() {
  const today = useShopToday();
  const queryClient = useQueryClient();
  const [day, setDay] = useState(today);
  const [form, setForm] = useState<FormState>({ open: false });
  // The form takes the focus when it opens; when it closes the focus goes back to the button that makes one.
  const newButton = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setForm({ open: false });
    newButton.current?.focus({ preventScroll: true });
  };
  const [hours, setHours] = useState<{ start: string; end: string; barberId: string | null } | null>(null);
  const onHoursChange = useCallback(
    (start: string, end: string, barberId: string | null = null) =>
      setHours((previous) =>
        previous?.start === start && previous.end === end && previous.barberId === barberId
          ? previous
          : { start, end, barberId },
      ),
    [],
  );
  const absences = useQuery(absencesQuery(day));
  // For the form's 'Barbiere' choice and the names in the list; an absence works without them (whole studio).
  const barbers = useQuery(adminBarbersQuery);
  const activeBarbers = (barbers.data ?? []).filter((b) => b.isActive);
  const appointments = useQuery(dayAppointmentsQuery(day));

  const openForm = (editing: TemporaryAbsence | null) => {
    setForm({
      open: true,
      editing,
      // A new absence starts on the day being viewed (today unless the admin moved on), 09:00 to 10:30.
      initial: editing
        ? {
            date: editing.date,
            startTime: editing.startTime,
            endTime: editing.endTime,
            reason: editing.reason,
            notes: editing.notes ?? '',
            barberId: editing.barberId,
          }
        : absenceDefaults(day),
      key: Date.now(),
    });
  };

  const removal = useAdminRemoval({
    remove: (absence: TemporaryAbsence) => deleteAbsence(absence._id),
    describeError: serverMessageOr(admin.absences.errors.delete),
    onRemoved: (_answer, absence) => {
      toast.success(admin.absences.deleted);
      if (form.open && form.editing?._id === absence._id) setForm({ open: false });
      void queryClient.invalidateQueries({ queryKey: adminKeys.absences });
      void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
    },
  });

  // The panel marks the appointments the open form's hours would collide with.
  const conflictIds = new Set(
    form.open && hours ? collidingIds(appointments.data ?? [], hours, form.editing?.barberId) : [],
  );
  const dayTitle = formatDate(day, 'medium');
  const list = absences.data ?? [];

  return (
    <section aria-labelledby="absences-title" className="flex flex-col gap-5">
      <div>
        <h2 id="absences-title" className="font-display text-2xl font-semibold">
          {admin.absences.title}
        </h2>
        <p className="text-muted">{admin.absences.intro}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <DateField
          label={admin.absences.day}
          value={day}
          min={today}
          className="sm:w-72"
          onChange={(event) => {
            const value = event.target.value;
            if (isDate(value) && value >= today) setDay(value);
          }}
        />
        <Button ref={newButton} onClick={() => openForm(null)} aria-expanded={form.open && !form.editing}>
          <Plus className="size-5" aria-hidden="true" />
          {admin.absences.newAbsence}
        </Button>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          {form.open && (
            <AbsenceForm
              key={form.key}
              today={today}
              initial={form.initial}
              editing={form.editing}
              dayAppointments={appointments.data ?? []}
              barbers={activeBarbers}
              onDateChange={setDay}
              onHoursChange={onHoursChange}
              onCancel={closeForm}
              onSaved={(message) => {
                toast.success(message);
                closeForm();
              }}
            />
          )}
          <section aria-labelledby="absence-list-title" className="flex flex-col gap-3">
            <h3 id="absence-list-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              {admin.absences.listTitle(dayTitle)}
              <span
                className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm text-accent-soft-fg"
                data-testid="absence-count"
              >
                {admin.absences.countBadge(list.length)}
              </span>
            </h3>
            <AdminListState
              query={absences}
              loadingLabel={admin.absences.loading}
              loadErrorLabel={admin.absences.errors.load}
            >
              <AbsenceList
                absences={list}
                barbers={barbers.data ?? []}
                editingId={form.open ? (form.editing?._id ?? null) : null}
                onEdit={(absence) => openForm(absence)}
                onDelete={removal.ask}
              />
            </AdminListState>
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <DayAppointmentsPanel
            title={admin.absences.appointmentsTitle(dayTitle)}
            query={appointments}
            conflictIds={conflictIds}
          />
          <AbsenceInfoBox />
        </div>
      </div>
      <AdminDeleteDialog {...removal.dialog} message={admin.absences.deleteConfirm} />
    </section>
  );
}

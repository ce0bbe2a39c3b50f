import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { WAITING_FORM_DAYS, WAITING_TIME_SLOTS } from '@barber/shared/domain/waiting-list';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/form-errors';
import { waitingList as t } from '../../i18n/waiting-list';
import { addEntry, formBarbersQuery, formServicesQuery, type WaitingEntry } from './waiting-list-api';
import { it } from '../../i18n/it';

const ANY = 'any';

interface EntryFormProps {
  onAdded: (entry: WaitingEntry) => void;
  onCancel: () => void;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * The waiting-list form (001 section 5): barber (or any barber), the services that barber offers (enabled once a
 * barber is chosen; a new barber clears the service), preferred days monday..saturday, time slots, notes. A second
 * submit is blocked while the first is sending.
 */
export function EntryForm({ onAdded, onCancel }: EntryFormProps) {
  const barbers = useQuery(formBarbersQuery);
  const services = useQuery(formServicesQuery);
  const [barberId, setBarberId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [days, setDays] = useState<string[]>([]);
  const [slots, setSlots] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ barber?: string; service?: string }>({});

  const add = useMutation({
    mutationFn: () =>
      addEntry({
        preferredBarber: barberId === ANY ? 'any' : barberId,
        serviceId,
        service: services.data?.find((s) => s._id === serviceId)?.name,
        preferredDays: days as never,
        preferredTimeSlots: slots as never,
        notes: notes.trim() || null,
      }),
    onSuccess: onAdded,
  });

  const offered = new Set(
    barberId === ANY
      ? (barbers.data ?? []).flatMap((b) => b.serviceIds)
      : (barbers.data?.find((b) => b._id === barberId)?.serviceIds ?? []),
  );
  const serviceOptions = (services.data ?? [])
    .filter((s) => offered.has(s._id))
    .map((s) => ({ value: s._id, label: s.name }));
  const barberOptions = [
    { value: ANY, label: t.form.anyBarber },
    ...(barbers.data ?? []).map((b) => ({ value: b._id, label: `${b.firstName} ${b.lastName}` })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const next = {
      ...(barberId ? {} : { barber: t.form.barberRequired }),
      ...(serviceId ? {} : { service: t.form.serviceRequired }),
    };
    setErrors(next);
    if (next.barber || next.service) return;
    add.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t.form.title}>
      <h2 className="text-xl font-semibold">{t.form.title}</h2>
      {barbers.isError && <FormAlert>{t.barbersError}</FormAlert>}
      {services.isError && <FormAlert>{t.servicesError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.form.barber}
          placeholder={t.form.barberPlaceholder}
          options={barberOptions}
          value={barberId}
          error={errors.barber}
          required
          onChange={(event) => {
            setBarberId(event.target.value);
            setServiceId('');
            setErrors((e) => ({ ...e, barber: undefined }));
          }}
        />
        <SelectField
          label={t.form.service}
          placeholder={barberId ? t.form.servicePlaceholder : t.form.serviceFirstBarber}
          options={serviceOptions}
          value={serviceId}
          error={errors.service}
          required
          disabled={!barberId}
          onChange={(event) => {
            setServiceId(event.target.value);
            setErrors((e) => ({ ...e, service: undefined }));
          }}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{t.form.days}</legend>
        <div className="flex flex-wrap gap-2">
          {WAITING_FORM_DAYS.map((day) => (
            <Chip key={day} label={it.days[day]} checked={days.includes(day)} onChange={() => setDays((d) => toggle(d, day))} />
          ))}
        </div>
        <p className="text-sm text-muted">{t.form.daysHint}</p>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{t.form.slots}</legend>
        <div className="flex flex-wrap gap-2">
          {WAITING_TIME_SLOTS.map((slot) => (
            <Chip key={slot} label={t.timeSlots[slot]} checked={slots.includes(slot)} onChange={() => setSlots((s) => toggle(s, slot))} />
          ))}
        </div>
        <p className="text-sm text-muted">{t.form.slotsHint}</p>
      </fieldset>
      <TextareaField
        label={t.form.notes}
        placeholder={t.form.notesPlaceholder}
        value={notes}
        maxLength={500}
        onChange={(event) => setNotes(event.target.value)}
      />
      {add.isError && (
        <FormAlert>
          {t.addError}: {errorMessage(add.error)}
        </FormAlert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={add.isPending}>
          {t.form.cancel}
        </Button>
        <Button type="submit" pending={add.isPending} pendingLabel={t.form.sending}>
          {t.form.submit}
        </Button>
      </div>
    </form>
  );
}

/** A checkbox that looks like a toggle chip: big enough to tap on a phone. */
function Chip({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
        checked ? 'border-accent bg-accent-soft text-accent-soft-fg' : 'border-border bg-surface'
      }`}
    >
      <input type="checkbox" className="size-4 accent-current" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useSentForm } from '../../lib/use-sent-form';
import { walkIns as t } from '../../i18n/walk-ins';
import { barbersQuery, joinQueue, servicesQuery } from './walk-ins-api';

type Joined = Awaited<ReturnType<typeof joinQueue>>;
const FIELDS = ['firstName', 'phone', 'serviceId', 'barberId'] as const;
const EMPTY = { firstName: '', phone: '', serviceId: '', barberId: '' };

/**
 * Joining the queue: a first name, a phone for the 'tocca a te' SMS, a service, optionally a barber who offers it.
 * The server checks everything; its field errors show under their fields. Used at the door (/coda) and by staff.
 */
export function JoinForm({ staff = false, onJoined }: { staff?: boolean; onJoined: (joined: Joined) => void }) {
  const barbers = useQuery(barbersQuery);
  const services = useQuery(servicesQuery);
  const form = useSentForm(EMPTY, FIELDS, t.form.failed);
  const { values, errors } = form;

  const offering = (barbers.data ?? []).filter((b) => !values.serviceId || b.serviceIds.includes(values.serviceId));
  const offered = new Set((barbers.data ?? []).flatMap((b) => b.serviceIds));
  const serviceOptions = (services.data ?? []).filter((s) => offered.has(s._id)).map((s) => ({ value: s._id, label: s.name }));
  const barberOptions = [
    { value: '', label: t.form.anyBarber },
    ...offering.map((b) => ({ value: b._id, label: `${b.firstName} ${b.lastName}` })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.sending) return;
    const joined = await form.send(() => joinQueue({ ...values, barberId: values.barberId || null }));
    if (joined) {
      form.reset();
      onJoined(joined);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label={t.form.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.form.firstName}
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          required
          onChange={(e) => form.set('firstName', e.target.value)}
        />
        <TextField
          label={t.form.phone}
          type="tel"
          autoComplete="tel"
          hint={t.form.phoneHint}
          value={values.phone}
          error={errors.phone}
          required
          onChange={(e) => form.set('phone', e.target.value)}
        />
        <SelectField
          label={t.form.service}
          placeholder={t.form.servicePlaceholder}
          options={serviceOptions}
          value={values.serviceId}
          error={errors.serviceId}
          required
          onChange={(e) => {
            form.set('serviceId', e.target.value);
            form.set('barberId', '');
          }}
        />
        <SelectField
          label={t.form.barber}
          options={barberOptions}
          value={values.barberId}
          error={errors.barberId}
          onChange={(e) => form.set('barberId', e.target.value)}
        />
      </div>
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Button type="submit" size="lg" className="sm:self-start" pending={form.sending} pendingLabel={t.form.sending}>
        {staff ? t.form.staffSubmit : t.form.submit}
      </Button>
    </form>
  );
}

import { Users } from 'lucide-react';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { formatChf } from '../../lib/format';
import type { BookingChoice } from './booking-choice';
import { bookingTexts as b } from '../../i18n/booking-flow';
import { ChoiceRow } from './guest-step';

/** Step 1's list: every service some barber offers, with its length and price. */
export function ServiceChoices({ services, chosenId, onChoose }: { services: Service[]; chosenId: string; onChoose: (id: string) => void }) {
  return (
    <ul className="flex flex-col gap-2">
      {services.map((s) => (
        <li key={s._id}>
          <ChoiceRow
            title={s.name}
            detail={b.minutes(s.duration)}
            aside={formatChf(s.price)}
            pressed={s._id === chosenId}
            onClick={() => onChoose(s._id)}
          />
        </li>
      ))}
    </ul>
  );
}

interface BarberChoicesProps {
  offering: BarberPublic[];
  choice: BookingChoice;
  onAny: () => void;
  onChoose: (barberId: string) => void;
}

/** Step 2's list: 'Qualsiasi barbiere' first, then each barber offering the service (or why there is none). */
export function BarberChoices({ offering, choice, onAny, onChoose }: BarberChoicesProps) {
  if (offering.length === 0) return <p className="text-muted">{b.noBarber}</p>;
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <ChoiceRow
          title={b.anyBarber}
          detail={b.anyBarberText}
          icon={<Users className="size-5 shrink-0 text-accent-text" aria-hidden="true" />}
          pressed={!!choice.anyBarber}
          onClick={onAny}
        />
      </li>
      {offering.map((m) => (
        <li key={m._id}>
          <ChoiceRow
            title={`${m.firstName} ${m.lastName}`}
            pressed={!choice.anyBarber && m._id === choice.barberId}
            onClick={() => onChoose(m._id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The chosen service in step 1's closed line: its name, then its length and price. */
export function ServiceLine({ service }: { service: { name: string; duration: number; price: number } }) {
  return (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span>{service.name}</span>
      <span className="text-muted tabular-nums">{`${b.minutes(service.duration)} · ${formatChf(service.price)}`}</span>
    </span>
  );
}

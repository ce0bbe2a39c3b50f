import { Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import type { Barber } from '@barber/shared/schemas/catalog';
import { formatPhone } from '@barber/shared/domain/phone-format';
import { ActionButton } from '../../../components/action-button';
import { it } from '../../../i18n/it';
import { staff } from '../../../i18n/staff';
import { barberName } from '../catalog-queries';

const t = staff.barbers;

/** "Mar, Mer, Gio": the working days in a line short enough for a phone. */
function workingDays(barber: Barber): string {
  return barber.workingHours
    .filter((d) => d.isWorking)
    .map((d) => it.days[d.day].slice(0, 3))
    .join(', ');
}

interface BarberCardProps {
  barber: Barber;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function BarberCard({ barber, today, onEdit, onDelete }: BarberCardProps) {
  const name = barberName(barber);
  const days = workingDays(barber);
  const upcomingVacations = barber.vacations.filter((v) => v.endDate >= today).length;
  return (
    <article
      // An inactive barber's card is dashed, as an inactive service's row; fading it with opacity dropped its muted
      // texts below readable contrast in the dark theme.
      className={`flex h-full flex-col gap-3 rounded-2xl border bg-surface p-4 ${
        barber.isActive ? 'border-border' : 'border-dashed border-input-border'
      }`}
      aria-labelledby={`barber-${barber._id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={`barber-${barber._id}`} className="text-lg font-semibold">
          {name}
        </h4>
        <div className="flex flex-wrap gap-1">
          {!barber.isActive && (
            <span className="rounded-full bg-status-cancelled-bg px-2 py-0.5 text-sm font-medium text-status-cancelled-fg">
              {t.inactive}
            </span>
          )}
          {!barber.userId && (
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-sm font-medium text-muted">
              {t.noAccount}
            </span>
          )}
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <a className="truncate underline" href={`mailto:${barber.email}`}>
            {barber.email}
          </a>
        </li>
        {barber.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <a className="underline" href={`tel:${barber.phone}`}>
              {formatPhone(barber.phone)}
            </a>
          </li>
        )}
      </ul>
      <p className="text-sm">{days ? t.workingDays(days) : t.noWorkingDays}</p>
      <p className="text-sm text-muted">
        {barber.services.length > 0
          ? `${t.servicesCount(barber.services.length)}: ${barber.services.join(', ')}`
          : t.noServices}
      </p>
      {upcomingVacations > 0 && <p className="text-sm text-muted">{t.vacationCount(upcomingVacations)}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ActionButton icon={Pencil} onClick={onEdit} aria-label={t.editLabel(name)}>
          {t.edit}
        </ActionButton>
        {barber.isActive && (
          <ActionButton
            icon={Trash2}
            variant="ghost"
            className="text-danger"
            onClick={onDelete}
            aria-label={t.deleteLabel(name)}
          >
            {t.delete}
          </ActionButton>
        )}
      </div>
    </article>
  );
}

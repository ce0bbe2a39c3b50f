import { useId } from 'react';
import { Check } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { formatChf } from '../../lib/format';
import { staff } from '../../i18n/staff';

interface ServicesPickerProps {
  services: readonly Service[];
  /** Selected service ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  legend?: string;
  /** Hide the legend visually when a heading right above already names the group. */
  legendHidden?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * Service cards that toggle on tap: a native checkbox per card (keyboard and screen readers get a plain
 * "checkbox, checked"), the whole card is its label, selected cards are highlighted.
 */
export function ServicesPicker({
  services,
  value,
  onChange,
  legend = staff.services.legend,
  legendHidden = false,
  error,
  disabled = false,
}: ServicesPickerProps) {
  const id = useId();
  const selected = new Set(value);
  const toggle = (serviceId: string, on: boolean) =>
    onChange(on ? [...value, serviceId] : value.filter((v) => v !== serviceId));

  return (
    <fieldset
      className="@container flex min-w-0 flex-col gap-3"
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={legendHidden ? 'sr-only' : 'mb-3 text-lg font-semibold'}>{legend}</legend>
      {services.length === 0 ? (
        <p className="text-muted">{staff.services.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {staff.services.selectedCount(value.length)}
          </p>
          <ul className="grid gap-3 @md:grid-cols-2 @3xl:grid-cols-3">
            {services.map((service) => (
              <li key={service._id} className="flex">
                <ServiceCard
                  service={service}
                  checked={selected.has(service._id)}
                  onToggle={(on) => toggle(service._id, on)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ServiceCard({
  service,
  checked,
  onToggle,
}: {
  service: Service;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <label
      className={
        'flex w-full cursor-pointer gap-3 rounded-xl border-2 p-3 transition-colors has-focus-visible:outline-3 ' +
        'has-focus-visible:outline-offset-2 has-focus-visible:outline-focus ' +
        (checked
          ? 'border-accent bg-accent-soft text-accent-soft-fg'
          : 'border-border bg-surface hover:bg-surface-2')
      }
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        aria-describedby={service.description ? descriptionId : undefined}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 ${
          checked ? 'border-accent bg-accent text-accent-fg' : 'border-input-border'
        }`}
      >
        {checked && <Check className="size-4" />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{service.name}</span>
        <span className="text-sm">
          {formatChf(service.price)} · {staff.services.minutes(service.duration)}
        </span>
        {service.description && (
          <span id={descriptionId} className={`text-sm ${checked ? '' : 'text-muted'}`}>
            {service.description}
          </span>
        )}
      </span>
    </label>
  );
}

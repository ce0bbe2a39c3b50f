import { CONSULTATION_MAX_DAYS_AHEAD, CONSULTATION_SERVICES } from '@barber/shared/domain/contact';
import { addDays } from '@barber/shared/domain/zoned-time';
import { DateField } from '../../components/date-field';
import { consultation as t } from '../../i18n/consultation';
import { AFTERNOON, MORNING } from './consultation-form';
import type { StepProps } from './step-props';

/** Step 1: which service the consultation is about, one card a choice. */
export function ServiceStep({ form, errors, set }: StepProps) {
  return (
    <fieldset>
      <legend className="mb-3 text-muted">{t.serviceQuestion}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CONSULTATION_SERVICES.map((service) => (
          <label
            key={service.key}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input-border px-3 py-2 has-checked:border-accent has-checked:bg-surface-2 has-focus-visible:ring-2 has-focus-visible:ring-accent"
          >
            <input
              type="radio"
              name="service"
              value={service.key}
              checked={form.service === service.key}
              onChange={() => set('service', service.key)}
              className="size-4 accent-[var(--accent)]"
            />
            <span className="font-medium">{t.services[service.key]}</span>
          </label>
        ))}
      </div>
      {errors.service && <p className="mt-2 text-sm text-danger">{errors.service}</p>}
    </fieldset>
  );
}

const TIME_GROUPS = [
  [t.morning, MORNING],
  [t.afternoon, AFTERNOON],
] as const;

/** Step 2: a day from today to the spec's limit, and a time, grouped in morning and afternoon. */
export function WhenStep({ form, errors, set, today }: StepProps & { today: string }) {
  return (
    <>
      <DateField
        label={t.dateLabel}
        name="date"
        value={form.date}
        min={today}
        max={addDays(today, CONSULTATION_MAX_DAYS_AHEAD)}
        onDateChange={(value) => set('date', value)}
        error={errors.date}
      />
      <fieldset>
        <legend className="mb-2 font-medium">{t.timeLegend}</legend>
        {TIME_GROUPS.map(([label, times]) => (
          <div key={label} className="mb-3">
            <p className="mb-1.5 text-sm text-muted">{label}</p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {times.map((time) => (
                <label
                  key={time}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-input-border text-base font-medium has-checked:border-accent has-checked:bg-accent has-checked:text-accent-fg has-focus-visible:ring-2 has-focus-visible:ring-accent"
                >
                  <input
                    type="radio"
                    name="time"
                    value={time}
                    checked={form.time === time}
                    onChange={() => set('time', time)}
                    className="sr-only"
                  />
                  {time}
                </label>
              ))}
            </div>
          </div>
        ))}
        {errors.time && <p className="text-sm text-danger">{errors.time}</p>}
      </fieldset>
    </>
  );
}

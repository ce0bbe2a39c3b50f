import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { TimePicker } from '../../components/time-field';
import { it } from '../../i18n/it';
import { setupTexts } from '../../i18n/setup';
import type { SetupValues } from './setup-values';

/** Seven rows, Monday first: open or closed, and from when to when. */
export function OpeningHoursFields({
  register,
  watch,
  errors,
}: {
  register: UseFormRegister<SetupValues>;
  watch: UseFormWatch<SetupValues>;
  errors: FieldErrors<SetupValues>;
}) {
  const days = watch('shop.openingHours');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{setupTexts.hoursLegend}</legend>
      {days.map((day, index) => {
        const name = it.days[day.day];
        const error = errors.shop?.openingHours?.[index];
        const message = error?.endTime?.message ?? error?.startTime?.message;
        const errorId = `hours-${day.day}-error`;
        const timeInput = (field: 'startTime' | 'endTime', label: string) => (
          <TimePicker
            aria-label={label}
            aria-invalid={error?.[field] ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            {...register(`shop.openingHours.${index}.${field}`)}
          />
        );
        return (
          <div key={day.day} className="flex flex-col gap-1">
            <div className="grid grid-cols-[7rem_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[7rem_6rem_1fr_1fr]">
              <span className="font-medium">{name}</span>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  aria-label={`${name}: ${setupTexts.open.toLowerCase()}`}
                  {...register(`shop.openingHours.${index}.open`)}
                />
                <span aria-hidden="true">{setupTexts.open}</span>
              </label>
              {day.open ? (
                <>
                  {timeInput('startTime', setupTexts.opensAt(name))}
                  {timeInput('endTime', setupTexts.closesAt(name))}
                </>
              ) : (
                <span className="text-muted sm:col-span-2">{it.home.closed}</span>
              )}
            </div>
            {message && (
              <p id={errorId} className="text-sm font-medium text-danger">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

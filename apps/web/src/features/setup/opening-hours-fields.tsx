import { TimePicker } from '../../components/time-field';
import { it } from '../../i18n/it';
import { setupTexts } from '../../i18n/setup';
import type { SetupForm } from './use-setup-form';

/** Seven rows, Monday first: open or closed, and from when to when. */
export function OpeningHoursFields({ form }: { form: SetupForm }) {
  const days = form.values.shop.openingHours;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{setupTexts.hoursLegend}</legend>
      {days.map((day, index) => {
        const name = it.days[day.day];
        const at = `shop.openingHours.${index}` as const;
        const message = form.errors[`${at}.endTime`] ?? form.errors[`${at}.startTime`];
        const errorId = `hours-${day.day}-error`;
        const timeInput = (field: 'startTime' | 'endTime', label: string) => {
          const { error, ...binding } = form.text(`${at}.${field}`);
          return (
            <TimePicker
              aria-label={label}
              aria-invalid={error ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              {...binding}
            />
          );
        };
        return (
          <div key={day.day} className="flex flex-col gap-1">
            <div className="grid grid-cols-[7rem_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[7rem_6rem_1fr_1fr]">
              <span className="font-medium">{name}</span>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  aria-label={`${name}: ${setupTexts.open.toLowerCase()}`}
                  name={`${at}.open`}
                  checked={day.open}
                  onChange={(event) => form.set(`${at}.open`, event.target.checked)}
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

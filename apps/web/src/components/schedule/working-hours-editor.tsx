import { useId } from 'react';
import {
  validateWorkingHours,
  type WorkingDay,
  type WorkingHoursField,
} from '@barber/shared/domain/working-hours';
import { it } from '../../i18n/it';
import { staff } from '../../i18n/staff';
import { TimePicker } from '../time-field';
import { setBreak, setTime, setWorking, type TimeRange } from './working-hours-rules';

interface WorkingHoursEditorProps {
  /** Seven days, monday first (see completeWeek). */
  value: readonly WorkingDay[];
  onChange: (days: WorkingDay[]) => void;
  /** What ticking 'Pausa Pranzo' fills in: 12:00-12:30 in the admin editor, 12:00-13:00 in the barber's tab. */
  defaultBreak: TimeRange;
  legend?: string;
  disabled?: boolean;
}

/**
 * The seven-day hours editor of both panels. Each working day's first problem (validateWorkingHours, the
 * same rules the server applies) is shown under that day and marks the input it belongs to.
 */
export function WorkingHoursEditor({
  value,
  onChange,
  defaultBreak,
  legend = staff.workingHours.legend,
  disabled = false,
}: WorkingHoursEditorProps) {
  const issues = validateWorkingHours(value);
  const update = (index: number, next: WorkingDay) => onChange(value.map((d, i) => (i === index ? next : d)));

  return (
    <fieldset className="@container flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      {value.map((day, index) => (
        <DayRow
          key={day.day}
          day={day}
          issue={issues.find((i) => i.day === day.day)}
          onChange={(next) => update(index, next)}
          defaultBreak={defaultBreak}
        />
      ))}
    </fieldset>
  );
}

interface DayRowProps {
  day: WorkingDay;
  issue: { field: WorkingHoursField; message: string } | undefined;
  onChange: (day: WorkingDay) => void;
  defaultBreak: TimeRange;
}

function DayRow({ day, issue, onChange, defaultBreak }: DayRowProps) {
  const id = useId();
  const name = it.days[day.day];
  const t = staff.workingHours;
  const errorId = `${id}-error`;
  const time = (field: WorkingHoursField, label: string) => (
    <TimeInput
      id={`${id}-${field}`}
      label={label}
      dayName={name}
      value={day[field] ?? ''}
      invalid={issue?.field === field}
      errorId={issue?.field === field ? errorId : undefined}
      onChange={(v) => onChange(setTime(day, field, v))}
    />
  );

  return (
    <div
      className={`rounded-xl border p-3 ${issue ? 'border-danger' : 'border-border'} ${day.isWorking ? 'bg-surface' : 'bg-surface-2'}`}
      role="group"
      aria-labelledby={`${id}-day`}
    >
      {/* Stacked in narrow places (a phone, the admin dialog); one line per day from 48rem, the inner
          wrappers dissolving into the row grid (display: contents) so all columns line up across days. */}
      <div className="grid gap-3 @3xl:grid-cols-[8rem_repeat(2,minmax(0,1fr))_9.5rem_repeat(2,minmax(0,1fr))] @3xl:items-end">
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-accent"
            checked={day.isWorking}
            onChange={(e) => onChange(setWorking(day, e.target.checked))}
          />
          <span id={`${id}-day`}>{name}</span>
        </label>
        {day.isWorking ? (
          <>
            <div className="grid grid-cols-2 gap-3 @3xl:contents">
              {time('startTime', t.opening)}
              {time('endTime', t.closing)}
            </div>
            <div className="flex flex-col gap-2 @3xl:contents">
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-accent"
                  checked={day.hasBreak}
                  onChange={(e) => onChange(setBreak(day, e.target.checked, defaultBreak))}
                />
                <span>
                  {t.breakToggle} <span className="sr-only">{name}</span>
                </span>
              </label>
              {day.hasBreak && (
                <div className="grid grid-cols-2 gap-3 @3xl:contents">
                  {time('breakStart', t.breakStart)}
                  {time('breakEnd', t.breakEnd)}
                </div>
              )}
            </div>
          </>
        ) : (
          <p className="text-muted @3xl:col-span-5 @3xl:flex @3xl:min-h-11 @3xl:items-center">{t.dayOff}</p>
        )}
      </div>
      {issue && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {issue.message}
        </p>
      )}
    </div>
  );
}

interface TimeInputProps {
  id: string;
  label: string;
  dayName: string;
  value: string;
  invalid: boolean;
  errorId: string | undefined;
  onChange: (value: string) => void;
}

function TimeInput({ id, label, dayName, value, invalid, errorId, onChange }: TimeInputProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="sr-only">{dayName}</span>
      </label>
      {/* Our own 24-hour field: a native time input says "09:00 AM" in an English browser. */}
      <TimePicker
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onTimeChange={onChange}
      />
    </div>
  );
}

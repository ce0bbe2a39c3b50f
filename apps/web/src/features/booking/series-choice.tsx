import { SERIES_EVERY_WEEKS, SERIES_MAX_COUNT, SERIES_MIN_COUNT } from '@barber/shared/domain/series';
import { SelectField } from '../../components/select-field';
import { seriesTexts as t } from '../../i18n/series';

export interface SeriesRepeatChoice {
  everyWeeks: number;
  count: number;
}

const everyOptions = [
  { value: '', label: t.never },
  ...SERIES_EVERY_WEEKS.map((weeks) => ({ value: String(weeks), label: t.every(weeks) })),
];
const countOptions = Array.from({ length: SERIES_MAX_COUNT - SERIES_MIN_COUNT + 1 }, (_, i) => {
  const n = SERIES_MIN_COUNT + i;
  return { value: String(n), label: t.times(n) };
});

/**
 * 'Ripeti' (ADR 0068): none, or every 2, 3, 4 or 6 weeks, then how many times (2 to 12). Native selects: on a
 * phone they open the system picker.
 */
export function SeriesChoice({
  value,
  onChange,
}: {
  value: SeriesRepeatChoice | null;
  onChange: (value: SeriesRepeatChoice | null) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <legend className="sr-only">{t.repeat}</legend>
      <SelectField
        label={t.repeat}
        hint={t.repeatHint}
        className="sm:flex-1"
        options={everyOptions}
        value={value ? String(value.everyWeeks) : ''}
        onChange={(event) =>
          onChange(event.target.value ? { everyWeeks: Number(event.target.value), count: value?.count ?? 4 } : null)
        }
      />
      {value && (
        <SelectField
          label={t.count}
          className="sm:w-40"
          options={countOptions}
          value={String(value.count)}
          onChange={(event) => onChange({ ...value, count: Number(event.target.value) })}
        />
      )}
    </fieldset>
  );
}

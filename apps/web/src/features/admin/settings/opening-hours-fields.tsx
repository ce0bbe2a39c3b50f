import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { WorkingHoursEditor } from '../../../components/schedule/working-hours-editor';
import { adminShopSettings as t } from '../../../i18n/admin-shop-settings';
import type { ShopSettings } from './shop-settings-api';

type OpeningDay = ShopSettings['openingHours'][number];

// The shop's day has the barber's day's shape (open/closed, hours, one break): the same seven-day editor edits it.
const toWorkingDay = (d: OpeningDay): WorkingDay => ({
  day: d.day,
  isWorking: d.open,
  startTime: d.startTime,
  endTime: d.endTime,
  hasBreak: d.hasBreak ?? false,
  breakStart: d.breakStart ?? null,
  breakEnd: d.breakEnd ?? null,
});

const toOpeningDay = (d: WorkingDay): OpeningDay => ({
  day: d.day,
  open: d.isWorking,
  startTime: d.startTime,
  endTime: d.endTime,
  hasBreak: d.hasBreak,
  breakStart: d.breakStart,
  breakEnd: d.breakEnd,
});

const SHOP_BREAK = { start: '12:00', end: '13:00' };

interface OpeningHoursFieldsProps {
  value: ShopSettings['openingHours'];
  /** The server's first message about the hours, if any. */
  error: string | undefined;
  onChange: (next: ShopSettings['openingHours']) => void;
}

/** The shop's week: which days it opens, from when to when, and an optional break closing it for everyone. */
export function OpeningHoursFields({ value, error, onChange }: OpeningHoursFieldsProps) {
  return (
    <div className="flex flex-col gap-2">
      <WorkingHoursEditor
        legend={t.hours}
        value={value.map(toWorkingDay)}
        defaultBreak={SHOP_BREAK}
        onChange={(days) => onChange(days.map(toOpeningDay))}
      />
      <p className="text-sm text-muted">{t.hoursHint}</p>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </div>
  );
}

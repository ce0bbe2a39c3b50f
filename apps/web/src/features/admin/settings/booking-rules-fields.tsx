import { BOOKING_WINDOW_BOUNDS, CHANGE_NOTICE_BOUNDS, SLOT_STEP_CHOICES } from '@barber/shared/domain/booking-settings';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { adminShopSettings as t } from '../../../i18n/admin-shop-settings';
import type { ShopSettings } from './shop-settings-api';

type Booking = ShopSettings['booking'];

interface BookingRulesFieldsProps {
  value: Booking;
  errors: Record<string, string>;
  onChange: (next: Booking) => void;
}

/** A typed number as the API wants it: an empty box is NaN, which the server refuses with its own message. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (n: number) => (Number.isNaN(n) ? '' : String(n));

/** How far ahead customers book, until when they change or cancel online, and the grid's step. */
export function BookingRulesFields({ value, errors, onChange }: BookingRulesFieldsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-lg font-semibold">{t.booking}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t.windowDays}
          hint={t.windowHint}
          type="number"
          inputMode="numeric"
          min={BOOKING_WINDOW_BOUNDS.min}
          max={BOOKING_WINDOW_BOUNDS.max}
          value={shown(value.windowDays)}
          error={errors['booking.windowDays']}
          onChange={(event) => onChange({ ...value, windowDays: numberOf(event.target.value) })}
        />
        <TextField
          label={t.notice}
          hint={t.noticeHint}
          type="number"
          inputMode="numeric"
          min={CHANGE_NOTICE_BOUNDS.min}
          max={CHANGE_NOTICE_BOUNDS.max}
          value={shown(value.changeNoticeHours)}
          error={errors['booking.changeNoticeHours']}
          onChange={(event) => onChange({ ...value, changeNoticeHours: numberOf(event.target.value) })}
        />
        <SelectField
          label={t.step}
          value={String(value.slotStepMinutes)}
          options={SLOT_STEP_CHOICES.map((n) => ({ value: String(n), label: t.minutes(n) }))}
          error={errors['booking.slotStepMinutes']}
          onChange={(event) => onChange({ ...value, slotStepMinutes: Number(event.target.value) })}
        />
      </div>
    </fieldset>
  );
}

import { TriangleAlert } from 'lucide-react';
import { MODIFY_CUTOFF_HOURS } from '@barber/shared/domain/appointment-rules';
import { zonedToUtc } from '@barber/shared/domain/zoned-time';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { bookingConfirmation } from '../../i18n/booking-confirmation';

/** Whether an appointment at this shop-local date and time starts inside the online change/cancel notice. */
export function insideChangeNotice(date: string, time: string, timeZone: string, now: Date): boolean {
  const startsAt = zonedToUtc(date, time, timeZone).getTime();
  return startsAt - now.getTime() <= MODIFY_CUTOFF_HOURS * 3_600_000;
}

/**
 * Before 'Conferma' (issue 27 item 6): a booking that starts within the notice cannot be moved or cancelled online
 * once made (the server refuses it, canClientChange), so the customer is told before, not after.
 */
export function LateChangeNotice({ date, time }: { date: string; time: string }) {
  const timeZone = useShopInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;
  if (!date || !time || !insideChangeNotice(date, time, timeZone, new Date())) return null;
  return (
    <p role="note" className="mt-4 flex items-start gap-2 rounded-lg border border-warning-border bg-warning-soft px-4 py-3 text-sm text-warning-fg">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{bookingConfirmation.confirmation.lateChange(MODIFY_CUTOFF_HOURS)}</span>
    </p>
  );
}

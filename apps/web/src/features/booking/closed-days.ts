import { useCallback } from 'react';
import type { BarberPublic } from '@barber/shared/schemas/catalog';
import { bookingSlots } from '../../i18n/booking-slots';
import { useShopInfo } from '../../lib/shop-info';
import { closedDay } from './working-days';

const t = bookingSlots.closedDay;

/**
 * The reason a day cannot be booked with these barbers (one chosen, or all who offer the service), for the date
 * field's calendar to mark it (issue 27 item 11); undefined for a day someone works. The shop's weekly hours come
 * from its settings, the barbers' from their records (a vacation saved a moment ago included).
 */
export function useClosedDayReason(
  barbers: readonly Pick<BarberPublic, 'firstName' | 'workingHours' | 'vacations'>[],
): (date: string) => string | undefined {
  const { data: shop } = useShopInfo();
  const hours = shop?.openingHours;
  return useCallback(
    (date: string) => {
      const kind = closedDay(date, hours, barbers);
      if (!kind) return undefined;
      if (kind === 'shop') return t.shop;
      const only = barbers.length === 1 ? barbers[0]!.firstName : null;
      if (!only) return t.noBarber;
      return kind === 'vacation' ? t.vacation(only) : t.off(only);
    },
    [hours, barbers],
  );
}

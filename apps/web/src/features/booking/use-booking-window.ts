import type { ShopInfo } from '@barber/shared/schemas/shop';
import { BOOKING_WINDOW_DAYS } from '@barber/shared/domain/slot-engine';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';

export interface BookingWindow {
  first: string;
  last: string;
}

/**
 * Today to today + the shop's booking window (30 days by default, its setting), counted in the shop's time zone: a visitor abroad at 23:30 their time must still
 * see the shop's calendar day. Until the shop's settings arrive the default zone stands in; the server is the
 * authority either way.
 */
export function bookingWindow(shop: ShopInfo | null | undefined, now: Date = new Date()): BookingWindow {
  const first = todayInZone(now, shop?.timeZone ?? DEFAULT_TIME_ZONE);
  return { first, last: addDays(first, shop?.booking.windowDays ?? BOOKING_WINDOW_DAYS) };
}

export function useBookingWindow(now: Date = new Date()): BookingWindow {
  const { data: shop } = useShopInfo();
  return bookingWindow(shop, now);
}

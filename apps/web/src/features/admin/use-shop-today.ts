import { todayInZone } from '@barber/shared/domain/zoned-time';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';

/**
 * Today's date in the shop's time zone: an admin travelling abroad still works on Lugano's calendar. The
 * default zone stands in until the shop's settings arrive.
 */
export function useShopToday(now: Date = new Date()): string {
  const { data: shop } = useShopInfo();
  return todayInZone(now, shop?.timeZone ?? DEFAULT_TIME_ZONE);
}

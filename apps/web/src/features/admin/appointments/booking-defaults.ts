import { addDays, weekdayOf } from '@barber/shared/domain/zoned-time';
import type { Barber } from '@barber/shared/schemas/catalog';

/**
 * The first day from `today` on which the barber works and is not on vacation, within two weeks (a barber
 * away longer is a date the owner picks by hand: then today stays).
 */
export function nextWorkingDay(barber: Pick<Barber, 'workingHours' | 'vacations'>, today: string): string {
  for (let i = 0; i < 14; i += 1) {
    const date = addDays(today, i);
    const day = barber.workingHours.find((d) => d.day === weekdayOf(date));
    const away = barber.vacations.some((v) => v.startDate <= date && date <= v.endDate);
    if (day?.isWorking && !away) return date;
  }
  return today;
}

/** Customers whose name or phone matches what the owner typed (digits compared without spaces or prefix). */
export function matchCustomers<T extends { firstName: string; lastName: string; phone: string | null }>(
  customers: readonly T[],
  query: string,
  limit = 6,
): T[] {
  const text = query.trim().toLowerCase();
  if (text.length < 2) return [];
  const digits = text.replace(/\D/g, '').replace(/^(0041|41|0)/, '');
  return customers
    .filter((c) => {
      const name = `${c.firstName} ${c.lastName}`.toLowerCase();
      if (name.includes(text) || `${c.lastName} ${c.firstName}`.toLowerCase().includes(text)) return true;
      const phone = (c.phone ?? '').replace(/\D/g, '');
      return digits.length >= 3 && phone.includes(digits);
    })
    .slice(0, limit);
}

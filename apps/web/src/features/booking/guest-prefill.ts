import { useEffect, useRef, type Dispatch } from 'react';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { useShopInfo } from '../../lib/shop-info';
import type { BookingChoice } from './booking-choice';
import type { GuestChoiceAction } from './guest-choice';
import type { BookingCatalog } from './use-booking-catalog';

/**
 * A link into /guest-booking can carry the choice (the assistant's 'Prenota questo orario', issue 16):
 * ?serviceId=..&barberId=..&date=YYYY-MM-DD&time=HH:mm, the names of GUEST_BOOKING_PREFILL in the chatbot
 * contract. Written out here so the booking page does not load the assistant's contract module.
 */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pick = (search: URLSearchParams, name: string, valid: (value: string) => boolean) => {
  const value = search.get(name)?.trim() ?? '';
  return valid(value) ? value : '';
};

/**
 * The choice a link asks for, checked for its form only (the catalogue is not loaded yet): null when the link
 * carries no usable service. A time needs its day and its barber; anything malformed is left out.
 */
export function prefillFromSearch(search: URLSearchParams): BookingChoice | null {
  const serviceId = pick(search, 'serviceId', (v) => ID.test(v));
  if (!serviceId) return null;
  const barberId = pick(search, 'barberId', (v) => ID.test(v));
  const date = pick(search, 'date', isRealDate);
  const time = barberId && date ? pick(search, 'time', (v) => TIME.test(v)) : '';
  return { serviceId, barberId, date, time, dateAuto: false, anyBarber: false };
}

/**
 * The same choice against the loaded catalogue and the booking window: a service nobody offers empties it, a
 * barber who does not offer the service goes (with the time), a day outside the window goes (with the time).
 * Whether the time is still free is the slot grid's to say: it deselects a taken time with its notice.
 */
export function checkPrefill(
  choice: BookingChoice,
  catalog: { services: readonly Service[]; barbers: readonly BarberPublic[] },
  range: { first: string; last: string },
): BookingChoice | null {
  const offering = catalog.barbers.filter((m) => m.serviceIds.includes(choice.serviceId));
  if (!catalog.services.some((s) => s._id === choice.serviceId) || offering.length === 0) return null;
  const barberId = offering.some((m) => m._id === choice.barberId) ? choice.barberId : '';
  const date = choice.date && choice.date >= range.first && choice.date <= range.last ? choice.date : '';
  const time = barberId && date ? choice.time : '';
  return { ...choice, barberId, date, time };
}

/**
 * Applies the link's choice once the catalogue is there, and again when a new link is followed while the page
 * is open (the assistant can be asked from /guest-booking itself). `onApplied` closes a step being changed.
 * The booking window's day arithmetic (zoned-time) loads only for such a link: it comes with the time step's
 * code, which a prefilled link opens anyway, not with /guest-booking's first page (the JavaScript budget).
 */
export function useGuestPrefill(
  search: string,
  catalog: BookingCatalog,
  dispatch: Dispatch<GuestChoiceAction>,
  onApplied: () => void,
) {
  const { data: shop } = useShopInfo();
  const applied = useRef<string | null>(null);
  const ready = !catalog.isPending && catalog.errors.length === 0;
  useEffect(() => {
    if (!ready || applied.current === search) return;
    applied.current = search;
    const prefill = prefillFromSearch(new URLSearchParams(search));
    if (!prefill) return;
    void import('./use-booking-window').then(({ bookingWindow }) => {
      // A newer link followed meanwhile is the one to apply.
      if (applied.current !== search) return;
      const checked = checkPrefill(prefill, catalog, bookingWindow(shop));
      dispatch(checked ? { type: 'reset', choice: checked } : { type: 'reset' });
      onApplied();
    });
  }, [ready, search, catalog, shop, dispatch, onApplied]);
}

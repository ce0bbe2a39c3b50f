import type { ReactNode } from 'react';
import { CalendarCheck } from 'lucide-react';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { ApiError } from '../lib/api-client';

interface OfferBooking {
  isPending: boolean;
  error: Error | null;
  mutate: () => void;
}

/**
 * The big button of an open offer with the line above it and the error of a failed tap. `quietError` names the
 * errors the page answers by showing the offer's new state, so they need no alert of their own.
 */
export function OfferBookButton({
  booking,
  texts: t,
  lead,
  quietError = () => false,
}: {
  booking: OfferBooking;
  texts: { book: string; booking: string; bookError: string };
  lead: ReactNode;
  quietError?: (error: Error) => boolean;
}) {
  const { error } = booking;
  return (
    <div className="flex flex-col gap-3">
      {lead}
      {error && !quietError(error) && (
        <FormAlert>{error instanceof ApiError ? error.message : t.bookError}</FormAlert>
      )}
      <Button
        size="lg"
        className="w-full !min-h-14 text-lg"
        pending={booking.isPending}
        pendingLabel={t.booking}
        onClick={() => booking.mutate()}
      >
        <CalendarCheck className="size-6" aria-hidden="true" />
        {t.book}
      </Button>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CalendarCheck, Clock } from 'lucide-react';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { LinkPage } from '../../components/link-page';
import { ApiError } from '../../lib/api-client';
import { DEFAULT_TIME_ZONE, formatChf, formatDateTitle, formatTimeRange } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { waitingList } from '../../i18n/waiting-list';
import { bookOffer, offerKey, offerQuery, type WaitingOffer } from './waiting-list-api';

const t = waitingList.offer;

const endTime = (time: string, minutes: number) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = h * 60 + m + minutes;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/**
 * /lista-attesa/offerta/:token, the one-tap link of a waiting-list offer (ADR 0018): the slot held for this
 * person and one big button that books it. No login: the link is the permission, as the manage link's is.
 */
export default function OfferPage() {
  const { token = '' } = useParams();
  const query = useQuery(offerQuery(token));
  useDocumentTitle(t.title);

  return (
    <LinkPage query={query} texts={{ ...t, retry: waitingList.retry }} width="max-w-xl">
      {(offer) => <Offer token={token} offer={offer} />}
    </LinkPage>
  );
}

function Offer({ token, offer }: { token: string; offer: WaitingOffer }) {
  const queryClient = useQueryClient();
  const book = useMutation({
    mutationFn: () => bookOffer(token),
    onSuccess: (data) => queryClient.setQueryData(offerKey(token), data),
    // 410 (too late) and 409 (no longer held): the page shows the offer's new state.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 410 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: offerKey(token) });
    },
  });
  const until = utcToZoned(new Date(offer.offeredUntil), DEFAULT_TIME_ZONE).time;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          {offer.state === 'booked'
            ? t.bookedTitle
            : offer.state === 'open'
              ? t.title
              : offer.state === 'expired'
                ? t.expiredTitle
                : t.takenTitle}
        </h1>
        {offer.state === 'open' && <p className="text-muted">{t.greeting(offer.firstName)}</p>}
      </header>
      <Card className="flex flex-col gap-4 !p-4 sm:!p-6">
        <p className="text-xl font-semibold">{offer.service}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">{t.date}</dt>
          <dd className="font-medium">{formatDateTitle(offer.date)}</dd>
          <dt className="text-muted">{t.time}</dt>
          <dd className="font-medium">{formatTimeRange(offer.time, endTime(offer.time, offer.duration))}</dd>
          <dt className="text-muted">{t.barber}</dt>
          <dd>{`${offer.barber.firstName} ${offer.barber.lastName}`}</dd>
          <dt className="text-muted">{t.duration}</dt>
          <dd>{t.minutes(offer.duration)}</dd>
          <dt className="text-muted">{t.price}</dt>
          <dd>{formatChf(offer.price)}</dd>
          <dt className="text-muted">{t.payment}</dt>
          <dd>{t.payInShop}</dd>
        </dl>
      </Card>

      {offer.state === 'open' && (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-semibold">
            <Clock className="size-5 text-accent-text" aria-hidden="true" />
            {t.heldUntil(until)}
          </p>
          {book.isError && (
            <FormAlert>{book.error instanceof ApiError ? book.error.message : t.bookError}</FormAlert>
          )}
          <Button
            size="lg"
            className="w-full !min-h-14 text-lg"
            pending={book.isPending}
            pendingLabel={t.booking}
            onClick={() => book.mutate()}
          >
            <CalendarCheck className="size-6" aria-hidden="true" />
            {t.book}
          </Button>
        </div>
      )}
      {offer.state === 'booked' && (
        <>
          <div role="status">
            <FormAlert tone="success">{t.bookedText}</FormAlert>
          </div>
          <ButtonLink to="/booking" variant="secondary" className="self-start">
            {t.myAppointments}
          </ButtonLink>
        </>
      )}
      {(offer.state === 'expired' || offer.state === 'taken') && (
        <>
          <FormAlert>{offer.state === 'expired' ? t.expiredText : t.takenText}</FormAlert>
          <ButtonLink to="/waiting-list" variant="secondary" className="self-start">
            {t.waitingList}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

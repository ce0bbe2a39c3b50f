import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Clock } from 'lucide-react';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { LinkPage } from '../../components/link-page';
import { OfferedTimeCard } from '../../components/offered-time-card';
import { OfferBookButton } from '../../components/offer-book-button';
import { useOfferBooking } from '../../lib/use-offer-booking';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { waitingList } from '../../i18n/waiting-list';
import { bookOffer, offerKey, offerQuery, type WaitingOffer } from './waiting-list-api';

const t = waitingList.offer;

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
  const book = useOfferBooking(token, bookOffer, offerKey(token));
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
      <OfferedTimeCard offer={offer} texts={t} />

      {offer.state === 'open' && (
        <OfferBookButton
          booking={book}
          texts={t}
          lead={
            <p className="flex items-center gap-2 font-semibold">
              <Clock className="size-5 text-accent-text" aria-hidden="true" />
              {t.heldUntil(until)}
            </p>
          }
        />
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

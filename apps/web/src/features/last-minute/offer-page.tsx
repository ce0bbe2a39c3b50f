import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { LinkPage } from '../../components/link-page';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lastMinute } from '../../i18n/last-minute';
import { bookOffer, offerKey, offerQuery, type LastMinuteOffer } from './last-minute-api';
import { OfferedTimeCard } from '../../components/offered-time-card';
import { OfferBookButton } from '../../components/offer-book-button';
import { useOfferBooking } from '../../lib/use-offer-booking';
import { Alternatives } from './alternatives';

const t = lastMinute.offer;

const TITLES: Record<LastMinuteOffer['state'], string> = {
  open: t.title,
  booked: t.bookedTitle,
  taken: t.takenTitle,
  expired: t.expiredTitle,
};

/**
 * /ultimo-minuto/:token, the one-tap link of a last-minute offer (ADR 0069): the freed time and one big button;
 * whoever taps first books it, a later tap lands on 'Già prenotato' with other free times. No login: the link is
 * the permission, as the waiting list's is.
 */
export default function LastMinuteOfferPage() {
  const { token = '' } = useParams();
  const query = useQuery(offerQuery(token));
  useDocumentTitle(query.data ? TITLES[query.data.state] : t.title);

  return (
    <LinkPage query={query} texts={t} width="max-w-xl">
      {(offer) => <Offer token={token} offer={offer} />}
    </LinkPage>
  );
}

function Offer({ token, offer }: { token: string; offer: LastMinuteOffer }) {
  const book = useOfferBooking(token, bookOffer, offerKey(token));
  const missed = offer.state === 'taken' || offer.state === 'expired';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{TITLES[offer.state]}</h1>
        {offer.state === 'open' && <p className="text-muted">{t.greeting(offer.firstName)}</p>}
      </header>
      {missed && <FormAlert>{offer.state === 'taken' ? t.takenText : t.expiredText}</FormAlert>}
      {missed ? <Alternatives offer={offer} /> : <OfferedTimeCard offer={offer} texts={t} />}
      {offer.state === 'open' && (
        <OfferBookButton
          booking={book}
          texts={t}
          lead={<p className="font-semibold">{t.firstCome}</p>}
          // 409: someone was first; the page already shows 'Già prenotato' with other times.
          quietError={(error) => error instanceof ApiError && error.status === 409}
        />
      )}
      {offer.state === 'booked' && (
        <div role="status">
          <FormAlert tone="success">{t.bookedText}</FormAlert>
        </div>
      )}
      <ButtonLink to="/booking" variant="secondary" className="self-start">
        {offer.state === 'booked' ? t.myAppointments : t.bookOther}
      </ButtonLink>
      {offer.subscribed && (
        <Link to={`/ultimo-minuto/${token}/stop`} className="text-sm text-muted underline underline-offset-4">
          {lastMinute.stop.button}
        </Link>
      )}
    </div>
  );
}

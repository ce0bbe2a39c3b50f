import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BellOff } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { LinkPage } from '../../components/link-page';
import { errorMessage } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lastMinute } from '../../i18n/last-minute';
import { offerQuery, stopOffers } from './last-minute-api';

const t = lastMinute.stop;

/**
 * /ultimo-minuto/:token/stop, the opt-out link of every offer (ADR 0069). A button, not the link itself: mail
 * scanners open links, and only a person's tap may change the choice. The profile turns the offers on again.
 */
export default function LastMinuteStopPage() {
  const { token = '' } = useParams();
  const query = useQuery(offerQuery(token));
  const stop = useMutation({ mutationFn: () => stopOffers(token) });
  useDocumentTitle(t.title);

  return (
    <LinkPage query={query} texts={lastMinute.offer} width="max-w-xl">
      {(offer) => (
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.title}</h1>
            <p className="text-muted">{t.text}</p>
          </header>
          {stop.isSuccess || !offer.subscribed ? (
            <div role="status">
              <FormAlert tone="success">{stop.isSuccess ? t.done : t.already}</FormAlert>
            </div>
          ) : (
            <>
              {stop.isError && <FormAlert>{errorMessage(stop.error) || t.failed}</FormAlert>}
              <Button size="lg" className="w-full sm:w-auto" pending={stop.isPending} pendingLabel={t.sending} onClick={() => stop.mutate()}>
                <BellOff className="size-5" aria-hidden="true" />
                {t.button}
              </Button>
            </>
          )}
          <ButtonLink to="/profile" variant="secondary" className="self-start">
            {t.profile}
          </ButtonLink>
        </div>
      )}
    </LinkPage>
  );
}

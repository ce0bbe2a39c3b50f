import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { WalkInView } from '@barber/shared/contract/walk-ins';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { LinkPage } from '../../components/link-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { walkIns as t } from '../../i18n/walk-ins';
import { ticketQuery, useLiveQueue } from './walk-ins-api';

const texts = {
  loading: t.loading,
  loadError: t.loadError,
  retry: t.retry,
  notFoundTitle: t.ticket.title,
  notFoundText: t.ticket.notFound,
  home: t.ticket.home,
};

/** /coda/:token, the customer's own place: position and wait, read again live whenever the queue changes. */
export default function TicketPage() {
  const { token = '' } = useParams();
  useDocumentTitle(t.ticket.title);
  useLiveQueue();
  const query = useQuery(ticketQuery(token));
  return (
    <LinkPage
      query={query}
      texts={texts}
      width="max-w-xl"
      notFoundActions={<ButtonLink to="/coda">{t.ticket.again}</ButtonLink>}
    >
      {(ticket) => <Ticket ticket={ticket} />}
    </LinkPage>
  );
}

export function Ticket({ ticket }: { ticket: WalkInView }) {
  const queued = ticket.status === 'waiting' || ticket.status === 'called';
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">{t.ticket.title}</h1>
        <p className="mt-1 text-muted">{`${ticket.firstName} · ${ticket.service}`}</p>
      </header>
      {ticket.status === 'waiting' && (
        <dl className="grid grid-cols-2 gap-3" aria-live="polite">
          <div className="rounded-xl bg-accent-soft p-4 text-accent-soft-fg">
            <dt className="text-sm font-medium">{t.ticket.position}</dt>
            <dd className="font-display text-5xl font-semibold" data-testid="walk-in-position">
              {ticket.position}
            </dd>
          </div>
          <div className="rounded-xl border border-border p-4">
            <dt className="text-sm font-medium text-muted">{t.ticket.wait}</dt>
            <dd className="mt-2 text-xl font-semibold" data-testid="walk-in-wait">
              {ticket.waitMinutes === null ? t.ticket.noRoom : t.ticket.waitValue(ticket.waitMinutes)}
            </dd>
          </div>
        </dl>
      )}
      {ticket.status !== 'waiting' && (
        <p role="status" className="text-lg font-semibold">
          {statusLine(ticket)}
        </p>
      )}
      {queued ? (
        <p className="text-sm text-muted">{t.ticket.live}</p>
      ) : (
        <ButtonLink to="/coda" variant="secondary" className="self-start">
          {t.ticket.again}
        </ButtonLink>
      )}
    </Card>
  );
}

function statusLine(ticket: WalkInView): string {
  if (ticket.status === 'called') return ticket.barber ? t.ticket.calledBy(ticket.barber.firstName) : t.ticket.called;
  if (ticket.status === 'in_service') return t.ticket.inService;
  if (ticket.status === 'done') return t.ticket.done;
  if (ticket.status === 'no_show') return t.ticket.noShow;
  return t.status.waiting;
}

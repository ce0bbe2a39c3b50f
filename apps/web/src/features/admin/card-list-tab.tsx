import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/button';
import { TabHeading } from '../../components/tab-heading';
import { AdminListState } from './admin-list-state';

interface CardListTabProps<T extends { _id: string }> {
  /** The title's id, for the section's aria-labelledby. */
  id: string;
  texts: {
    title: string;
    intro: string;
    refresh: string;
    loading: string;
    loadError: string;
    /** Names the list for screen readers. */
    listLabel: string;
    empty: string;
    emptyFilter: string;
  };
  /** Under the intro: how many there are, how often the list refreshes. */
  summary?: ReactNode;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** What failed, when the tab tells failures apart; else texts.loadError. */
  loadError?: string;
  filters: ReactNode;
  /** Whether a filter is set: an empty list then says so, rather than that there is nothing at all. */
  filtered: boolean;
  rows: readonly T[];
  card: (row: T) => ReactNode;
  /** Under the list (a settings card, the dialogs the cards open); the pager, within the loaded list. */
  children?: ReactNode;
  pager?: ReactNode;
}

/**
 * An admin tab that lists cards (requests, waiting list, TWINT payments): title and intro with a refresh button,
 * the filters, then the cards in a grid, as the admin lists show a load (loading, failed with a retry, empty).
 */
export function CardListTab<T extends { _id: string }>(props: CardListTabProps<T>) {
  const { id, texts, query } = props;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TabHeading id={id} title={texts.title} intro={texts.intro}>
          {props.summary}
        </TabHeading>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          {texts.refresh}
        </Button>
      </div>
      {props.filters}
      <AdminListState
        query={query}
        loadingLabel={texts.loading}
        loadErrorLabel={props.loadError ?? texts.loadError}
        emptyLabel={props.filtered ? texts.emptyFilter : texts.empty}
        isEmpty={props.rows.length === 0}
      >
        <ul aria-label={texts.listLabel} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {props.rows.map((row) => (
            <li key={row._id}>{props.card(row)}</li>
          ))}
        </ul>
        {props.pager}
      </AdminListState>
      {props.children}
    </section>
  );
}

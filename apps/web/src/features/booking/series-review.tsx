import type { SeriesChange } from '@barber/shared/schemas/series';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { seriesTexts as t } from '../../i18n/series';
import type { SeriesRepeatChoice } from './series-choice';
import { SeriesDates } from './series-dates';
import { useSeries, type SeriesStart } from './use-series';

/**
 * Before a series is booked (ADR 0068): its dates, the taken ones with their nearest alternative to accept or drop,
 * then one booking of them all. Shared by the customer's booking flow and the owner's phone booking (`book`).
 */
export function SeriesReview({
  start,
  repeat,
  book,
  onEdit,
  onDone,
  doneLabel = t.myAppointments,
}: {
  start: SeriesStart;
  repeat: SeriesRepeatChoice;
  book: (changes: SeriesChange[]) => Promise<{ series?: unknown[] | undefined }>;
  onEdit: () => void;
  /** The done screen's 'I miei appuntamenti': the caller shows the list (and starts a new booking). */
  onDone?: () => void;
  doneLabel?: string;
}) {
  const { preview, occurrences, decisions, decide, kept, mutation } = useSeries(start, repeat, book);

  if (mutation.isSuccess) {
    const n = mutation.data.series?.length ?? 1;
    return (
      <section aria-labelledby="series-done" className="mt-6">
        <h2 id="series-done" className="text-xl font-semibold">{t.doneTitle}</h2>
        <p className="mt-2">{t.doneIntro(n)}</p>
        <p className="mt-1 text-sm text-muted">{t.payInShop}</p>
        {onDone && (
          <Button variant="secondary" size="lg" className="mt-4" onClick={onDone}>
            {doneLabel}
          </Button>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="series-review" className="mt-6">
      <h2 id="series-review" className="text-xl font-semibold">{t.reviewTitle}</h2>
      <p className="mt-1 text-muted">{t.reviewIntro(repeat.everyWeeks, repeat.count)}</p>
      {preview.isPending && <LoadingBlock label={t.loading} minHeight="min-h-24" />}
      {preview.isError && (
        <div className="mt-4">
          <FormAlert>
            <p>{t.loadError}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void preview.refetch()}>
              {t.retry}
            </Button>
          </FormAlert>
        </div>
      )}
      {occurrences.length > 0 && <SeriesDates occurrences={occurrences} decisions={decisions} onDecide={decide} />}
      <p className="mt-3 text-sm text-muted">{t.payInShop}</p>
      {(mutation.isError || (occurrences.length > 0 && kept === 0)) && (
        <div className="mt-4">
          <FormAlert>
            {mutation.isError ? (mutation.error instanceof ApiError ? mutation.error.message : t.bookError) : t.nothingLeft}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onEdit} disabled={mutation.isPending}>
          {t.edit}
        </Button>
        <Button
          size="lg"
          disabled={!preview.isSuccess || kept === 0}
          pending={mutation.isPending}
          pendingLabel={t.booking}
          onClick={() => mutation.mutate()}
        >
          {t.book(kept)}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeriesChange, SeriesOccurrence } from '@barber/shared/schemas/series';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';
import { myAppointmentsQuery } from './booking-api';
import type { SeriesRepeatChoice } from './series-choice';

/** What a series is booked from: the first appointment's barber, service, date and time. */
export interface SeriesStart {
  barberId: string;
  serviceId: string;
  date: string;
  time: string;
}

/** What the person answered for a date that is not free: its alternative, or left out. */
export type SeriesDecision = 'accept' | 'drop';

/** The person's answers as the booking's `changes`: every date not free is moved to its alternative or dropped. */
export function changesOf(occurrences: SeriesOccurrence[], decisions: Record<string, SeriesDecision>): SeriesChange[] {
  return occurrences
    .filter((o) => !o.free)
    .map((o) => ({ date: o.date, to: o.alternative && decisions[o.date] !== 'drop' ? o.alternative : null }));
}

/** A 409 SERIES_CONFLICT carries the series as it now stands: the dates to choose again. */
function conflictOccurrences(error: unknown): SeriesOccurrence[] | null {
  if (!(error instanceof ApiError) || error.code !== 'SERIES_CONFLICT') return null;
  const body = error.body as { occurrences?: SeriesOccurrence[] } | undefined;
  return body?.occurrences ?? null;
}

/**
 * The series' dates (the preview), the person's answers, and the booking: the account's route, or the owner's
 * phone booking via `book`. A date lost meanwhile brings the new dates back to choose from, with the server's text.
 */
export function useSeries(
  start: SeriesStart,
  repeat: SeriesRepeatChoice,
  book: (changes: SeriesChange[]) => Promise<{ series?: unknown[] | undefined }>,
) {
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['series-preview', start, repeat],
    queryFn: () => callApi('seriesPreview', { body: { ...start, repeat } }).then((answer) => answer.data.occurrences),
    staleTime: 0,
    gcTime: 0,
  });
  const [again, setAgain] = useState<SeriesOccurrence[] | null>(null);
  const [decisions, setDecisions] = useState<Record<string, SeriesDecision>>({});
  const occurrences = again ?? preview.data ?? [];
  const changes = changesOf(occurrences, decisions);
  const kept = occurrences.length - changes.filter((c) => c.to === null).length;
  const mutation = useMutation({
    mutationFn: () => book(changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey }),
    onError: (error) => {
      const fresh = conflictOccurrences(error);
      if (fresh) setAgain(fresh);
    },
  });
  const decide = (date: string, decision: SeriesDecision) => setDecisions((d) => ({ ...d, [date]: decision }));
  return { preview, occurrences, decisions, decide, kept, mutation };
}

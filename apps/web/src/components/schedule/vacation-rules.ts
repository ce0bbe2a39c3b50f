import type { Vacation } from '@barber/shared/schemas/catalog';
import { formatShortDate } from '@barber/shared/messages/format-it';
import { staff } from '../../i18n/staff';

/**
 * One period in the editor. savedStart remembers the start as loaded: a period that already began may stay
 * as it is, only a new or moved start must be today or later (the server applies the same rule).
 */
export interface VacationDraft {
  key: string;
  startDate: string;
  endDate: string;
  savedStart: string | null;
}

export interface VacationIssue {
  field: 'startDate' | 'endDate';
  message: string;
  /** false for a hint (an incomplete period is dropped on save, as the spec says), true when it stops a save. */
  blocking: boolean;
}

let counter = 0;
const nextKey = () => `vacation-${++counter}`;

export function toVacationDrafts(vacations: readonly Vacation[] | null | undefined): VacationDraft[] {
  return (vacations ?? []).map((v) => ({
    key: nextKey(),
    startDate: v.startDate,
    endDate: v.endDate,
    savedStart: v.startDate,
  }));
}

export function newVacationDraft(startDate: string, endDate: string): VacationDraft {
  return { key: nextKey(), startDate, endDate, savedStart: null };
}

/** Saved vacations with an empty date are dropped (spec 002 section 5). */
export function toVacationPayload(drafts: readonly VacationDraft[]): Vacation[] {
  return drafts
    .filter((d) => d.startDate && d.endDate)
    .map((d) => ({ startDate: d.startDate, endDate: d.endDate }));
}

/** Moving the start after the end clears the end, so the user picks it again instead of saving a reversed range. */
export function changeStart<T extends { startDate: string; endDate: string }>(
  draft: T,
  startDate: string,
): T {
  const clearEnd = !!startDate && !!draft.endDate && draft.endDate < startDate;
  return { ...draft, startDate, endDate: clearEnd ? '' : draft.endDate };
}

export function changeEnd<T extends { startDate: string; endDate: string }>(draft: T, endDate: string): T {
  return { ...draft, endDate };
}

/** The first problem of a period: start before today (when new or moved), end before start, a missing date. */
export function vacationIssue(draft: VacationDraft, today: string): VacationIssue | null {
  const t = staff.vacations;
  if (draft.startDate && draft.startDate < today && draft.startDate !== draft.savedStart) {
    return { field: 'startDate', message: t.pastStart, blocking: true };
  }
  if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
    return { field: 'endDate', message: t.order, blocking: true };
  }
  if (!draft.startDate || !draft.endDate) {
    return { field: draft.startDate ? 'endDate' : 'startDate', message: t.incomplete, blocking: false };
  }
  return null;
}

/** The first of `taken` that shares a day with the period (both ends are whole days), if any. */
export function overlappingVacation(period: Vacation, taken: readonly Vacation[]): Vacation | undefined {
  return taken.find((v) => v.startDate <= period.endDate && period.startDate <= v.endDate);
}

/**
 * The checks of the 'add' form: both dates needed, then the same rules as a listed period, then no day shared
 * with a period already there (issue 27 item 11; the server refuses it with the same words).
 */
export function newVacationIssue(
  startDate: string,
  endDate: string,
  today: string,
  taken: readonly Vacation[] = [],
): VacationIssue | null {
  if (!startDate || !endDate) {
    return {
      field: startDate ? 'endDate' : 'startDate',
      message: staff.vacations.bothRequired,
      blocking: true,
    };
  }
  const issue = vacationIssue({ key: '', startDate, endDate, savedStart: null }, today);
  if (issue) return issue;
  const other = overlappingVacation({ startDate, endDate }, taken);
  return other
    ? {
        field: 'startDate',
        message: staff.vacations.overlap(formatShortDate(other.startDate), formatShortDate(other.endDate)),
        blocking: true,
      }
    : null;
}

export function hasBlockingVacationIssue(drafts: readonly VacationDraft[], today: string): boolean {
  return drafts.some((d) => vacationIssue(d, today)?.blocking);
}

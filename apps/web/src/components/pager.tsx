import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name ('Pagine degli ordini'). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** 'Pagina 2 di 5', announced when the page changes. */
  pageLabel: (page: number, pages: number) => string;
  /** While the next page is loading both buttons wait. */
  disabled?: boolean;
}

/** Previous / next through a paginated list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  disabled = false,
}: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {previousLabel}
      </Button>
      <span aria-live="polite" className="text-sm font-medium tabular-nums">
        {pageLabel(page, pages)}
      </span>
      <Button variant="secondary" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

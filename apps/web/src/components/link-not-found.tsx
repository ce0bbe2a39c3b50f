import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

/**
 * The page of a signed link (a booking's manage link, a waiting-list offer) whose token the server does not
 * know: a title, why, and where to go from here (the actions are the children).
 */
export function LinkNotFound({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <SearchX className="size-12 text-accent-text" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * One side of the flip card. Both sides share one grid cell, so the card is as tall as the taller side; the
 * side turned away is inert (not focusable, not clickable, not read) as well as invisible.
 */
export function CardFace({
  side,
  hidden,
  label,
  children,
}: {
  side: 'front' | 'back';
  hidden: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      data-side={side}
      inert={hidden}
      className={`flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl backface-hidden [grid-area:1/1] sm:p-6 ${
        side === 'back' ? 'rotate-y-180' : ''
      } ${hidden ? 'pointer-events-none' : ''}`}
    >
      {children}
    </section>
  );
}

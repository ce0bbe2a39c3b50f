import type { ReactNode } from 'react';

export type SummaryRow = [label: string, value: ReactNode];

/** Label/value pairs of a booking (review, payment, completion). */
export function BookingSummary({
  rows,
  className = '',
}: {
  rows: readonly SummaryRow[];
  className?: string;
}) {
  return (
    <dl className={`divide-y divide-border rounded-xl border border-border ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-3">
          <dt className="text-muted">{label}</dt>
          <dd className="ml-auto min-w-0 text-right font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

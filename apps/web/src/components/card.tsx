import type { ComponentProps } from 'react';

export function Card({ className = '', ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={`rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8 ${className}`}
      {...props}
    />
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../components/card';

/** The frame of the account pages: one h1, a short intro, the form, then links. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 flex flex-col gap-2 border-t border-border pt-4 text-sm">{footer}</div>
        )}
      </Card>
    </div>
  );
}

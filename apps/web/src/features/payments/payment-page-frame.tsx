import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The frame of the standalone TWINT pages: one narrow card, readable on a phone. */
export function PaymentPageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-lg px-3 py-6 sm:px-4 sm:py-12">
      <Card className="p-4 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  );
}

import type { ReactNode } from 'react';
import { formatChf } from '../../lib/format';
import { payments as t } from '../../i18n/payments';
import { TestModeNotice } from './test-mode-notice';

/** The panel's top: 'Modalità test' in test mode, the page's summary rows and the total in CHF. */
export function PanelHeader({ testMode, summary, total }: { testMode: boolean; summary: ReactNode; total: number }) {
  return (
    <>
      {testMode && <TestModeNotice className="mb-4" />}
      <h2 className="sr-only">{t.panel.summary}</h2>
      {summary}
      <p className="mt-4 flex items-baseline justify-between gap-4 rounded-lg bg-surface-2 px-4 py-3">
        <span className="font-semibold">{t.panel.total}</span>
        <span className="text-2xl font-semibold text-accent-text tabular-nums">{formatChf(total)}</span>
      </p>
    </>
  );
}

import { FlaskConical } from 'lucide-react';
import { payments as t } from '../../i18n/payments';

/** 'Modalità test': no real money moves (the shop runs on test keys); the page's spacing comes from the caller. */
export function TestModeNotice({ className }: { className: string }) {
  return (
    <p
      className={`${className} flex items-center gap-2 rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-sm text-warning-fg`}
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>{t.panel.testMode}</strong>
        {` · ${t.panel.testModeHint}`}
      </span>
    </p>
  );
}

import type { Ref } from 'react';
import { Lock } from 'lucide-react';
import { FormAlert } from '../../components/form-alert';
import { workWithUs } from '../../i18n/work-with-us';
import type { ApplicationAlert } from './application-form';

const t = workWithUs.modal;

/** How the applicant's data is kept, above the submit. */
export function ApplicationPrivacy() {
  return (
    <aside aria-labelledby="ja-privacy" className="flex gap-3 rounded-lg bg-surface-2 p-4 text-sm">
      <Lock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      <div>
        <h3 id="ja-privacy" className="font-semibold">
          {t.privacyTitle}
        </h3>
        <p className="mt-1 text-muted">{t.privacy}</p>
      </div>
    </aside>
  );
}

/** The first failed check or the server's refusal, read out as it appears; the box stays to scroll it into view. */
export function ApplicationAlertBox({ alert, boxRef }: { alert: ApplicationAlert | null; boxRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={boxRef}>
      {alert && (
        <FormAlert>
          {alert.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormAlert>
      )}
    </div>
  );
}

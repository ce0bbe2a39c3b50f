import { Lock } from 'lucide-react';
import { Button } from '../../../components/button';
import { subscription } from '../../../i18n/subscription';

const t = subscription.admin;

/** A tab locked without an active plan (000 section 4 'Admin tab gating'): why, and the way to a plan. */
export function LockedPanel({
  message,
  onChoosePlan,
}: {
  message?: string | undefined;
  onChoosePlan: () => void;
}) {
  return (
    <section
      aria-labelledby="locked-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-warning-border bg-surface p-6"
    >
      <h2 id="locked-title" className="flex items-center gap-2 font-display text-2xl font-semibold">
        <Lock className="size-6 text-warning-fg" aria-hidden="true" />
        {t.lockedTitle}
      </h2>
      <p>{t.locked}</p>
      {message && <p className="text-muted">{message}</p>}
      <p className="text-sm text-muted">{t.lockedHint}</p>
      <Button size="lg" onClick={onChoosePlan}>
        {t.choosePlan}
      </Button>
    </section>
  );
}

import { Button } from '../../components/button';
import { consultation as t } from '../../i18n/consultation';

interface StepButtonsProps {
  /** The first step has nothing to go back to. */
  canGoBack: boolean;
  onBack: () => void;
  /** The summary sends; the other steps continue. */
  sends: boolean;
  ready: boolean;
  sending: boolean;
}

/** Back on the left, Continue (or Send on the summary) on the right; stacked on a phone with the action on top. */
export function StepButtons({ canGoBack, onBack, sends, ready, sending }: StepButtonsProps) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      {canGoBack ? (
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t.back}
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      {sends ? (
        <Button type="submit" pending={sending} pendingLabel={t.sending}>
          {t.send}
        </Button>
      ) : (
        <Button type="submit" disabled={!ready}>
          {t.next}
        </Button>
      )}
    </div>
  );
}

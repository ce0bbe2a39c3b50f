import type { QueuedWalkIn, WalkInStatusRequest } from '@barber/shared/contract/walk-ins';
import { Button } from '../../components/button';
import { walkIns as t } from '../../i18n/walk-ins';

interface QueueRowProps {
  entry: QueuedWalkIn;
  /** Waiting for this chair or for anyone: this barber may act on them. */
  mine: boolean;
  busy: boolean;
  onAct: (id: string, status: WalkInStatusRequest['status']) => void;
}

/** One person in the panel's queue with the steps that may follow: start, not present, done. */
export function QueueRow({ entry, mine, busy, onAct }: QueueRowProps) {
  const queued = entry.status === 'waiting' || entry.status === 'called';
  const detail = queued
    ? t.panel.wait(entry.waitMinutes)
    : `${t.status[entry.status]}${entry.barber ? ` · ${entry.barber.firstName}` : ''}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {entry.position !== null && <span className="mr-2 text-accent-text">{t.panel.position(entry.position)}</span>}
          {entry.firstName}
          {entry.status === 'called' && (
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent-soft-fg">{t.status.called}</span>
          )}
        </p>
        <p className="text-sm text-muted">{`${entry.service} · ${detail}`}</p>
      </div>
      {mine && (
        <div className="flex flex-wrap gap-2">
          {queued && (
            <>
              <Button size="sm" disabled={busy} onClick={() => onAct(entry._id, 'in_service')}>
                {t.panel.start}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAct(entry._id, 'no_show')}>
                {t.panel.noShow}
              </Button>
            </>
          )}
          {entry.status === 'in_service' && (
            <Button size="sm" disabled={busy} onClick={() => onAct(entry._id, 'done')}>
              {t.panel.done}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { panels } from '../i18n/panels';
import { Save } from 'lucide-react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While a tab holds unsaved edits: closing or reloading the page asks the browser's own question, and leaving
 * inside the app (another tab of the panel, a link) asks ours, with 'Esci senza salvare' styled as the
 * destructive choice. A router supports one blocker at a time: only one editing tab is mounted at once.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={panels.unsaved.title}
      message={panels.unsaved.message}
      confirmLabel={panels.unsaved.leave}
      cancelLabel={panels.unsaved.stay}
      closeLabel={panels.unsaved.close}
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

interface UnsavedTabProps {
  /** The tab's title (TabHeading). */
  heading: ReactNode;
  dirty: boolean;
  /** 'Hai modifiche non salvate.' */
  note: string;
  /** The tab's save action, the same in both places it is offered. */
  save: { onSave: () => void; pending: boolean; label: string; pendingLabel: string };
  children: ReactNode;
}

/**
 * The panels' unsaved-edits pattern, shared by the schedule and services tabs: the save button and a note by
 * the tab's title, a save button floating at the bottom of the screen (always in reach on a phone; the tab
 * keeps room for it), and the leave guard above.
 */
export function UnsavedTab({ heading, dirty, note, save, children }: UnsavedTabProps) {
  const saveButton = (extra = '') => (
    <Button className={extra} onClick={save.onSave} pending={save.pending} pendingLabel={save.pendingLabel}>
      <Save className="size-4" aria-hidden="true" />
      {save.label}
    </Button>
  );
  return (
    <div className={`flex flex-col gap-6 ${dirty ? 'pb-20' : ''}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        {heading}
        {dirty && (
          <div className="flex flex-col gap-1 sm:items-end">
            {saveButton()}
            <p className="text-sm text-muted" role="status">
              {note}
            </p>
          </div>
        )}
        {dirty && <div className="fixed right-4 bottom-4 z-40 shadow-xl">{saveButton('shadow-lg')}</div>}
        <LeaveGuard dirty={dirty} />
      </div>
      {children}
    </div>
  );
}

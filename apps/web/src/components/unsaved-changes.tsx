import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { panels } from '../i18n/panels';
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

interface UnsavedChangesProps {
  dirty: boolean;
  /** The tab's save button (the same action in both places). */
  saveButton: (className?: string) => ReactNode;
  /** 'Hai modifiche non salvate.' */
  note: string;
}

/**
 * The panels' unsaved-edits pattern, shared by the schedule and services tabs: the save button and a note by
 * the tab's title, a save button floating at the bottom of the screen (always in reach on a phone), and the
 * leave guard above.
 */
export function UnsavedChanges({ dirty, saveButton, note }: UnsavedChangesProps) {
  return (
    <>
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
    </>
  );
}

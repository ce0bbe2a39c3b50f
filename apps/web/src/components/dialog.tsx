import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read with the title when the dialog opens (e.g. the date and time of a slot). */
  description?: string;
  closeLabel: string;
  /** 'wide': a form in two columns on a desktop (the job application); the phone gets nearly the whole screen. */
  size?: 'default' | 'wide';
  /** While a request is being sent the close button waits (the caller refuses onOpenChange(false) meanwhile). */
  closeDisabled?: boolean;
  children: ReactNode;
}

const SIZES = {
  default: 'max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg p-6',
  wide: 'max-h-[92dvh] w-[calc(100vw-1rem)] max-w-4xl p-4 sm:w-[calc(100vw-2rem)] sm:p-6',
};

/** A modal dialog: focus is trapped inside and returns to the trigger on close (Radix). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  size = 'default',
  closeDisabled = false,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 ${SIZES[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface text-fg shadow-xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-10 text-xl font-semibold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-muted">{description}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-60"
            aria-label={closeLabel}
            disabled={closeDisabled}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

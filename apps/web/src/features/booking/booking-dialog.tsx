import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/**
 * The customer's modify and cancel dialogs. Unlike the shared dialog, the title takes the focus when it opens
 * (focusing the first field would open the phone's keyboard over the choice), and the actions sit in a footer
 * that stays in view at 390 px while the body scrolls.
 */
export function BookingDialog({
  onClose,
  title,
  description,
  closeLabel,
  footer,
  children,
}: {
  onClose: () => void;
  title: string;
  description?: string | undefined;
  closeLabel: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface text-fg shadow-xl sm:w-[calc(100vw-2rem)]"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
            <RadixDialog.Title ref={heading} tabIndex={-1} className="pr-12 text-xl font-semibold outline-none">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-muted">{description}</RadixDialog.Description>
            )}
            <div className="mt-4">{children}</div>
          </div>
          <div className="shrink-0 rounded-b-2xl border-t border-border bg-surface px-4 py-3 sm:px-6">{footer}</div>
          <RadixDialog.Close
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg sm:top-4 sm:right-4"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

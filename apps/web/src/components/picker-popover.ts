import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a picker's popover on Escape and on a press outside `container`. Escape is caught on the window before
 * anything else sees it, so a picker inside a modal dialog closes itself, not the dialog around it.
 */
export function usePickerDismiss(open: boolean, close: (byEscape: boolean) => void, container: RefObject<HTMLElement | null>) {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) onClose(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container]);
}

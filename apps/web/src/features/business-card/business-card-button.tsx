import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { IdCard } from 'lucide-react';
import { buttonClasses } from '../../components/button-styles';
import { businessCardTexts as t } from '../../i18n/business-card';
import type { BusinessCardModalProps } from './business-card-modal';

const loadModal = () => import('./business-card-modal');
// A chunk that fails to load (offline, or an old page after a new release) must not break the homepage: the
// button simply does nothing, and a reload fetches the current chunk.
const BusinessCardModal = lazy<ComponentType<BusinessCardModalProps>>(() =>
  loadModal().catch(() => ({ default: NoModal })),
);

function NoModal({ open, onOpenChange }: BusinessCardModalProps) {
  useEffect(() => {
    if (open) onOpenChange(false);
  }, [open, onOpenChange]);
  return null;
}

/**
 * 'Biglietto da Visita': opens the digital business card. The modal (with the QR code library) is a separate
 * chunk, fetched on hover/focus and on the first click, so the homepage's first JS stays small.
 */
export function BusinessCardButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const preload = () => {
    loadModal().catch(() => undefined);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClasses('secondary', 'md', className)}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <IdCard className="size-5" aria-hidden="true" />
        {t.open}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <BusinessCardModal open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

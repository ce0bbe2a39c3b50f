import { lazy, Suspense, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../components/button-styles';

/** The dialog (Radix, form, texts) is its own chunk: the homepage only carries this button. */
const loadDialog = () => import('./consultation-dialog');
const ConsultationDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConsultationDialog })));

/** Kept here (not in i18n/consultation.ts) so the first page does not pull the dialog's texts. */
const buttonLabel = 'Consulenza Gratuita';

interface ConsultationButtonProps {
  className?: string;
}

/** 'Consulenza Gratuita': opens the four-step consultation request dialog (spec 001, section 2). */
export function ConsultationButton({ className }: ConsultationButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <button
        type="button"
        className={className ?? buttonClasses('secondary', 'lg')}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {buttonLabel}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

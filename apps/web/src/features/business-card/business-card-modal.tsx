import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useShopInfo } from '../../lib/shop-info';
import { businessCardTexts as t } from '../../i18n/business-card';
import { BUSINESS_CARD_CLOSE_EVENT } from './close-event';
import { CardFront } from './card-front';
import { CardBack } from './card-back';
import { activeServicesQuery } from './services-query';

export interface BusinessCardModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back on close (Safari does not focus a button that is clicked). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The digital business card (001 section 2): a full-screen dark overlay with a card that flips between the
 * shop's details and its services. Radix gives the modal behaviour: focus kept inside and returned to the
 * button, Escape, aria-modal and the page's scroll locked while open. The side turned away is inert, so its
 * links and buttons can be neither focused nor clicked ('Prenota Ora' cannot navigate from the hidden back).
 */
export default function BusinessCardModal({ open, onOpenChange, returnFocusTo }: BusinessCardModalProps) {
  const [flipped, setFlipped] = useState(false);
  const shop = useShopInfo();
  const services = useQuery({ ...activeServicesQuery, enabled: open });
  const backHeading = useRef<HTMLHeadingElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const flippedOnce = useRef(false);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  useEffect(() => {
    if (!open) return undefined;
    document.addEventListener(BUSINESS_CARD_CLOSE_EVENT, close);
    return () => document.removeEventListener(BUSINESS_CARD_CLOSE_EVENT, close);
  }, [open, close]);

  // The card opens on its front every time.
  useEffect(() => {
    if (!open) {
      setFlipped(false);
      flippedOnce.current = false;
    }
  }, [open]);

  // Focus follows the flip, so keyboard and screen-reader users land on the side they asked for.
  useEffect(() => {
    if (!flippedOnce.current) return;
    if (flipped) backHeading.current?.focus();
    else servicesButton.current?.focus();
  }, [flipped]);

  const flip = (next: boolean) => {
    flippedOnce.current = true;
    setFlipped(next);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/85 backdrop-blur-sm" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          data-testid="business-card"
          className="fixed inset-0 z-50 overflow-y-auto overscroll-contain outline-none"
        >
          <RadixDialog.Title className="sr-only">{t.dialogTitle}</RadixDialog.Title>
          {/* First in the dialog: where the focus lands when it opens. */}
          <RadixDialog.Close
            className="fixed top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full border border-white/30 bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            aria-label={t.closeCard}
          >
            <X className="size-6" aria-hidden="true" />
          </RadixDialog.Close>
          <div
            data-testid="business-card-backdrop"
            className="flex min-h-full items-center justify-center px-4 pt-16 pb-8"
            onClick={(event) => {
              if (event.target === event.currentTarget) close();
            }}
          >
            <div className="w-full max-w-sm perspective-[1600px]">
              <div
                data-testid="business-card-inner"
                data-flipped={flipped}
                className={`grid transition-transform duration-700 ease-in-out transform-3d motion-reduce:transition-none ${
                  flipped ? 'rotate-y-180' : ''
                }`}
              >
                <CardFront
                  hidden={flipped}
                  shop={shop}
                  onShowServices={() => flip(true)}
                  servicesButtonRef={servicesButton}
                />
                <CardBack
                  hidden={!flipped}
                  shop={shop.data ?? null}
                  services={services}
                  headingRef={backHeading}
                  onBack={() => flip(false)}
                  onBook={close}
                />
              </div>
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

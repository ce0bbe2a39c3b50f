import { Button } from '../../components/button';
import { formatChf } from '../../lib/format';
import { payments as t } from '../../i18n/payments';
import type { PanelMethod } from './payment-methods';

interface PanelButtonsProps {
  kind: 'appointment' | 'order';
  chosen: PanelMethod;
  total: number;
  /** The page's own work after payment (booking) is running. */
  busy: boolean;
  paying: boolean;
  blocked: boolean;
  /** Hidden while a TWINT payment waits: the waiting view says what to do. */
  showSubmit: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}

/** 'Annulla' and the method's own action: pay the amount by card or TWINT, or confirm in person / on delivery. */
export function PanelButtons({ kind, chosen, total, busy, paying, blocked, showSubmit, onCancel, onSubmit }: PanelButtonsProps) {
  const cashLabel = kind === 'order' ? t.panel.confirmOnDelivery : t.panel.confirmInPerson;
  const submitLabel =
    chosen === 'cash' ? cashLabel : chosen === 'card' ? t.panel.pay(formatChf(total)) : t.panel.payTwint(formatChf(total));
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy || paying}>
        {t.panel.cancel}
      </Button>
      {showSubmit && (
        <Button
          size="lg"
          pending={busy || paying}
          pendingLabel={paying ? t.panel.paying : kind === 'order' ? t.panel.placingOrder : t.panel.booking}
          disabled={blocked}
          onClick={onSubmit}
        >
          {submitLabel}
        </Button>
      )}
    </div>
  );
}

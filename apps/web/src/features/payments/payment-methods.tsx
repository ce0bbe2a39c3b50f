import { Banknote, CreditCard, Smartphone, Store } from 'lucide-react';
import { payments as t } from '../../i18n/payments';
import { CardFeeBreakdown, CashBreakdown } from './amount-breakdowns';
import { Badge, MethodOption } from './method-option';
import { TwintAppInfo, isSwissMobile } from './twint-app-info';

export type PanelMethod = 'card' | 'twint' | 'cash';

interface PaymentMethodsProps {
  kind: 'appointment' | 'order';
  chosen: PanelMethod;
  totalRappen: number;
  /** The realtime channel is up: TWINT shows 'LIVE'. */
  live: boolean;
  locked: boolean;
  /** No cash: a deposit is paid online (ADR 0064). */
  onlineOnly?: boolean;
  onChoose: (method: PanelMethod) => void;
}

/** Card (with its fee breakdown), TWINT ('SVIZZERA', 'LIVE') and cash (rounded to 5 Rappen), one to choose. */
export function PaymentMethods({
  kind,
  chosen,
  totalRappen,
  live,
  locked,
  onlineOnly = false,
  onChoose,
}: PaymentMethodsProps) {
  const icon = 'size-5 text-accent-text';
  return (
    <fieldset className="mt-6 flex flex-col gap-3" disabled={locked}>
      <legend className="mb-3 text-xl font-semibold">{t.panel.methods}</legend>
      <MethodOption
        name="payment-method"
        value="card"
        checked={chosen === 'card'}
        label={t.method.card}
        text={t.method.cardText}
        icon={<CreditCard className={icon} aria-hidden="true" />}
        onSelect={() => onChoose('card')}
      >
        {chosen === 'card' && <CardFeeBreakdown totalRappen={totalRappen} />}
      </MethodOption>
      <MethodOption
        name="payment-method"
        value="twint"
        checked={chosen === 'twint'}
        label={t.method.twint}
        text={t.method.twintText}
        icon={<Smartphone className={icon} aria-hidden="true" />}
        badges={
          <>
            <Badge>{t.method.twintBadge}</Badge>
            {live && (
              <Badge tone="live" label={t.method.liveLabel}>
                {t.method.live}
              </Badge>
            )}
          </>
        }
        onSelect={() => onChoose('twint')}
      />
      {!isSwissMobile() && <TwintAppInfo />}
      {!onlineOnly && (
        <MethodOption
          name="payment-method"
          value="cash"
          checked={chosen === 'cash'}
          label={kind === 'order' ? t.method.onDelivery : t.method.inPerson}
          text={kind === 'order' ? t.method.onDeliveryText : t.method.inPersonText}
          icon={<Banknote className={icon} aria-hidden="true" />}
          onSelect={() => onChoose('cash')}
        >
          {chosen === 'cash' && <CashBreakdown totalRappen={totalRappen} />}
        </MethodOption>
      )}
    </fieldset>
  );
}

/** 'Pagamenti Non Disponibili': online payments are off (or their settings did not load), only cash is left. */
export function OnlineUnavailable({
  kind,
  failed,
  totalRappen,
}: {
  kind: 'appointment' | 'order';
  failed: boolean;
  totalRappen: number;
}) {
  return (
    <div className="mt-6 rounded-xl border border-border bg-surface-2 p-4">
      <p className="flex items-center gap-2 font-semibold">
        <Store className="size-5 text-accent-text" aria-hidden="true" />
        {t.panel.unavailableTitle}
      </p>
      <p className="mt-1 text-muted">
        {failed
          ? t.panel.configError
          : kind === 'order'
            ? t.panel.unavailableOrderText
            : t.panel.unavailableText}
      </p>
      <CashBreakdown totalRappen={totalRappen} />
    </div>
  );
}

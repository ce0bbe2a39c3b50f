import { ShieldCheck } from 'lucide-react';
import { formatChf } from '../../lib/format';
import { bookingConfirmation } from '../../i18n/booking-confirmation';
import type { DepositAsk } from './deposit-ask';

const t = bookingConfirmation.deposit;

/**
 * Why this booking needs a deposit, how much is paid now and how much in the shop, and the forfeit terms to tick
 * (the server keeps the deposit on a no-show or a late cancellation only when they were accepted).
 */
export function DepositNotice({
  ask,
  price,
  accepted,
  disabled,
  onAccept,
}: {
  ask: DepositAsk;
  /** The service's price, CHF. */
  price: number;
  accepted: boolean;
  disabled: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  // Whole Rappen, so the rest never shows a float's tail.
  const rest = (Math.round(price * 100) - Math.round(ask.amount * 100)) / 100;
  return (
    <section aria-labelledby="deposit-title" className="mb-4 rounded-xl border border-accent/40 bg-surface-2 p-4">
      <h3 id="deposit-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
        {t.title}
      </h3>
      <p className="mt-1 text-sm">{ask.reasonText}</p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t.amount}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatChf(ask.amount)}</dd>
        <dt className="text-muted">{t.rest}</dt>
        <dd className="text-right tabular-nums text-muted">{formatChf(rest)}</dd>
      </dl>
      <label className="mt-3 flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-accent"
          checked={accepted}
          disabled={disabled}
          aria-describedby="deposit-only-online"
          onChange={(event) => onAccept(event.target.checked)}
        />
        <span className="text-sm">{ask.terms}</span>
      </label>
      <p id="deposit-only-online" className="mt-2 text-sm text-muted">
        {t.onlineOnly}
      </p>
    </section>
  );
}

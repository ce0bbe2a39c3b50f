import { cardFeeBreakdown, cashTotal, NO_CARD_FEE, type CardFeeRule } from '@barber/shared/domain/payments/amounts';
import { formatChf } from '../../lib/format';
import { payments } from '../../i18n/payments';

const toChf = (rappen: number) => rappen / 100;

function Rows({ rows }: { rows: Array<[string, string, boolean?]> }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, strong]) => (
        <div key={label} className={`contents ${strong ? 'font-semibold' : ''}`}>
          <dt className={strong ? 'border-t border-border pt-1' : 'text-muted'}>{label}</dt>
          <dd className={`text-right tabular-nums ${strong ? 'border-t border-border pt-1' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card method's fee breakdown (001 section 2): subtotal, card fee (none unless the shop sets one), total. */
export function CardFeeBreakdown({ totalRappen, rule = NO_CARD_FEE }: { totalRappen: number; rule?: CardFeeRule }) {
  const t = payments.fees;
  const fee = cardFeeBreakdown(totalRappen, rule);
  return (
    <section aria-label={t.title} className="mt-3 rounded-lg bg-surface-2 p-3">
      <h3 className="mb-2 text-sm font-semibold">{t.title}</h3>
      <Rows
        rows={[
          [t.subtotal, formatChf(toChf(fee.subtotalRappen))],
          [t.fee, fee.feeRappen === 0 ? t.noFee : formatChf(toChf(fee.feeRappen))],
          [t.total, formatChf(toChf(fee.totalRappen)), true],
        ]}
      />
    </section>
  );
}

/** Cash is paid in coins down to 5 Rappen: the total rounded the Swiss way, with the rounding shown. */
export function CashBreakdown({ totalRappen }: { totalRappen: number }) {
  const t = payments.cash;
  const cash = cashTotal(totalRappen);
  const sign = cash.roundingRappen > 0 ? '+' : cash.roundingRappen < 0 ? '−' : '';
  return (
    <section aria-label={t.title} className="mt-3 rounded-lg bg-surface-2 p-3">
      <h3 className="mb-2 text-sm font-semibold">{t.title}</h3>
      <Rows
        rows={[
          [t.total, formatChf(toChf(cash.totalRappen))],
          [t.rounding, `${sign}${formatChf(Math.abs(toChf(cash.roundingRappen)))}`],
          [t.rounded, formatChf(toChf(cash.roundedRappen)), true],
        ]}
      />
      <p className="mt-2 text-xs text-muted">{t.note}</p>
    </section>
  );
}

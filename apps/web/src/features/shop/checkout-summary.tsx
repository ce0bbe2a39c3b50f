import { formatChf } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { shopTexts as t } from '../../i18n/shop';
import { itemCount, type CartChange, type CartLine } from './cart';
import { CartChanges } from './cart-dialog';

/** The order's summary in the payment panel: what changed in the cart, the counts, the pickup and the lines. */
export function CheckoutSummary({ lines, changes }: { lines: readonly CartLine[]; changes: CartChange[] }) {
  const shop = useShopInfo().data ?? null;
  const address = shop ? `${shop.address}, ${shop.postalCode} ${shop.city}` : null;
  return (
    <div className="flex flex-col gap-3">
      <CartChanges changes={changes} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-border p-4">
        <dt className="text-muted">{t.summary.items}</dt>
        <dd className="text-right font-semibold tabular-nums">{lines.length}</dd>
        <dt className="text-muted">{t.summary.quantity}</dt>
        <dd className="text-right font-semibold tabular-nums">{itemCount(lines)}</dd>
        <dt className="text-muted">{t.summary.pickup}</dt>
        <dd className="text-right font-semibold">{t.summary.pickupValue}</dd>
        {address && <dd className="col-span-2 text-right text-sm text-muted">{address}</dd>}
      </dl>
      <ul className="flex flex-col gap-1 text-sm" aria-label={t.cartLinesLabel}>
        {lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{t.summary.line(line.quantity, line.name)}</span>
            <span className="shrink-0 tabular-nums">
              {formatChf((Math.round(line.price * 100) * line.quantity) / 100)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { formatChf } from '../../lib/format';
import { shopTexts as t } from '../../i18n/shop';
import { cartTotal, type CartChange, type CartLine } from './cart';

export function changeText(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return t.changes.price(change.name, formatChf(change.before), formatChf(change.after));
    case 'reduced':
      return t.changes.reduced(change.name, change.available);
    case 'soldOut':
      return t.changes.soldOut(change.name);
    case 'gone':
      return t.changes.gone(change.name);
  }
}

/** What the last check against the server changed, listed before the customer pays. */
export function CartChanges({ changes }: { changes: readonly CartChange[] }) {
  if (changes.length === 0) return null;
  return (
    <FormAlert>
      <p className="font-semibold">{t.changedTitle}</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={`${change.kind}-${change.name}`}>{changeText(change)}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">{t.changedText}</p>
    </FormAlert>
  );
}

/**
 * The cart modal (001 section 2, 5): each line with its image, name, price, minus/plus (plus disabled at the
 * stock), remove, then the total, 'Continua Shopping' and 'Procedi al Pagamento'.
 */
export function CartDialog({
  open,
  onOpenChange,
  lines,
  changes,
  checkError,
  checking,
  onQuantity,
  onRemove,
  onCheckout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly CartLine[];
  changes: readonly CartChange[];
  checkError: string | null;
  checking: boolean;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
  onCheckout: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.cart} closeLabel={t.close}>
      <div className="flex flex-col gap-4">
        <CartChanges changes={changes} />
        {lines.length === 0 ? (
          <p className="py-6 text-center text-muted">{t.cartEmpty}</p>
        ) : (
          <ul aria-label={t.cartLinesLabel} className="flex flex-col divide-y divide-border">
            {lines.map((line) => (
              <CartRow key={line.productId} line={line} onQuantity={onQuantity} onRemove={onRemove} />
            ))}
          </ul>
        )}
        {lines.length > 0 && (
          <p className="flex items-baseline justify-between gap-4 rounded-lg bg-surface-2 px-4 py-3">
            <span className="font-semibold">{t.total}</span>
            <span className="text-2xl font-semibold text-accent-text tabular-nums">{formatChf(cartTotal(lines))}</span>
          </p>
        )}
        {checkError && <FormAlert>{checkError}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.continueShopping}
          </Button>
          {lines.length > 0 && (
            <Button pending={checking} pendingLabel={t.checking} onClick={onCheckout}>
              {t.checkout}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

function CartRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}) {
  const atLimit = line.quantity >= line.stock;
  const stepClasses =
    'flex size-11 items-center justify-center rounded-lg border border-input-border bg-surface hover:bg-surface-2 ' +
    'disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <li className="flex gap-3 py-3">
      {line.thumbUrl ? (
        <img
          src={line.thumbUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-lg bg-surface-2 object-cover"
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words">{line.name}</p>
            <p className="text-sm text-muted tabular-nums">{t.unitPrice(formatChf(line.price))}</p>
          </div>
          <button
            type="button"
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            aria-label={t.remove(line.name)}
            onClick={() => onRemove(line.productId)}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepClasses}
              aria-label={t.decrease(line.name)}
              onClick={() => onQuantity(line.productId, line.quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output aria-label={t.quantityLabel(line.name)} className="min-w-8 text-center font-semibold tabular-nums">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepClasses}
              aria-label={t.increase(line.name)}
              disabled={atLimit}
              onClick={() => onQuantity(line.productId, line.quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="font-semibold tabular-nums">{formatChf(Math.round(line.price * 100) * line.quantity / 100)}</p>
        </div>
        {atLimit && <p className="text-sm text-muted">{t.maxReached(line.stock)}</p>}
      </div>
    </li>
  );
}

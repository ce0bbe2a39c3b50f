import { ImageOff, ShoppingCart, Star } from 'lucide-react';
import type { Product } from '@barber/shared/schemas/products';
import { stockLevel, type StockLevel } from '@barber/shared/domain/shop';
import { Button } from '../../components/button';
import { formatChf } from '../../lib/format';
import { shopTexts as t } from '../../i18n/shop';

// The spec's stock levels with a colour each (text colours that keep 4.5:1 on the card in both themes).
const stockTones: Record<StockLevel, string> = {
  available: 'bg-status-confirmed-bg text-status-confirmed-fg',
  limited: 'bg-status-pending-bg text-status-pending-fg',
  soldOut: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

/**
 * One product of the grid (001 section 2): first image or a placeholder, 'In evidenza' (the spec's 'Featured'), name, brand, description,
 * category, 'CHF x.xx', stock and its label, and the add button ('Esaurito' and disabled at zero stock; disabled
 * too once the cart holds all the stock).
 */
export function ProductCard({
  product,
  inCart,
  onAdd,
}: {
  product: Product;
  inCart: number;
  onAdd: (product: Product) => void;
}) {
  const stock = product.inventory.quantity;
  const level = stockLevel(stock);
  const image = product.images[0];
  const soldOut = stock <= 0;
  const full = !soldOut && inCart >= stock;
  const headingId = `product-${product._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full grid-cols-[7rem_1fr] overflow-hidden rounded-2xl border border-border bg-surface shadow-sm sm:flex sm:flex-col"
    >
      {/* A phone lists the products as rows (a small image beside the text); wider screens show tiles. */}
      <div className="relative aspect-square self-start bg-surface-2 sm:self-auto">
        {image ? (
          <img
            src={image.thumbUrl}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted">
            <ImageOff className="size-8 sm:size-10" aria-hidden="true" />
            <span className="text-xs sm:text-sm">{t.noImage}</span>
          </div>
        )}
        {product.isFeatured && (
          <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-0.5 rounded-full bg-accent px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-fg shadow sm:top-3 sm:left-3 sm:gap-1 sm:px-3 sm:py-1 sm:text-sm">
            <Star className="size-3 sm:size-4" aria-hidden="true" />
            {t.featured}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-sm text-muted">
          {product.brand && <span>{product.brand}</span>}
          {product.brand && ' · '}
          <span>{t.categories[product.category] ?? product.categoryLabel}</span>
        </p>
        <h3 id={headingId} className="text-lg leading-snug font-semibold">
          {product.name}
        </h3>
        {product.description && <p className="line-clamp-2 text-sm text-muted sm:line-clamp-3">{product.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-xl font-semibold text-accent-text tabular-nums">{formatChf(product.price)}</p>
          <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${stockTones[level]}`}>{t.stockLevels[level]}</span>
        </div>
        {!soldOut && <p className="text-sm text-muted tabular-nums">{t.stock(stock)}</p>}
        {inCart > 0 && <p className="text-sm font-medium">{full ? t.maxReached(stock) : t.inCart(inCart)}</p>}
        <Button
          className="mt-2 w-full"
          disabled={soldOut || full}
          aria-label={soldOut || full ? undefined : t.addToCartLabel(product.name)}
          onClick={() => onAdd(product)}
        >
          {!soldOut && <ShoppingCart className="size-5 max-sm:hidden" aria-hidden="true" />}
          {soldOut ? t.soldOut : t.addToCart}
        </Button>
      </div>
    </article>
  );
}

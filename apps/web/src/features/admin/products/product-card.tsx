import { ImageOff, Pencil, Boxes, Languages, Trash2 } from 'lucide-react';
import { ActionButton } from '../../../components/action-button';
import { formatChf } from '../../../lib/format';
import { adminShop } from '../../../i18n/admin-shop';
import { contentTranslationTexts } from '../../../i18n/content-translations';
import { languagesDone } from '../content-translations/translations-editor';
import type { AdminProduct } from './products-api';

const t = adminShop.products;

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** One product of the admin's grid: photo, name, brand, category, price, stock ('Stock basso'), state, actions. */
export function ProductCard({
  product,
  onEdit,
  onStock,
  onTranslate,
  onDelete,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onStock: () => void;
  onTranslate: () => void;
  onDelete: () => void;
}) {
  const thumb = product.images[0]?.thumbUrl;
  return (
    <article
      aria-label={t.cardLabel(product.name)}
      className={`flex h-full flex-col overflow-hidden rounded-xl border bg-surface shadow-sm ${
        product.isActive ? 'border-border' : 'border-dashed border-input-border'
      }`}
    >
      {/* A phone gets a row (small photo beside the text) so a dozen products are not a dozen screens long. */}
      <div className="flex flex-1 gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-2 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none">
          {thumb ? (
            <img
              src={thumb}
              alt=""
              loading="lazy"
              className={`size-full object-cover ${product.isActive ? '' : 'opacity-60'}`}
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-center text-xs text-muted sm:text-sm">
              <ImageOff className="size-6 sm:size-8" aria-hidden="true" />
              {t.noImage}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:p-4">
          <div className="flex flex-wrap gap-1.5">
            <span
              className={`${badge} ${
                product.isActive ? 'bg-status-confirmed-bg text-status-confirmed-fg' : 'bg-surface-2 text-muted'
              }`}
            >
              {product.isActive ? t.active : t.inactive}
            </span>
            {product.isFeatured && <span className={`${badge} bg-accent-soft text-accent-soft-fg`}>{t.featured}</span>}
            {product.lowStock && (
              <span className={`${badge} bg-status-cancelled-bg text-status-cancelled-fg`}>{t.lowStock}</span>
            )}
          </div>
          <h4 className="text-lg leading-snug font-semibold break-words">{product.name}</h4>
          <p className="text-sm text-muted">{[product.brand, product.categoryLabel].filter(Boolean).join(' · ')}</p>
          <p className="text-lg font-semibold tabular-nums">{formatChf(product.price)}</p>
          <p className={`text-sm tabular-nums ${product.lowStock ? 'font-semibold text-danger' : 'text-muted'}`}>
            {t.stock(product.inventory.quantity, product.inventory.minQuantity)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-border p-3 sm:px-4">
        <ActionButton icon={Pencil} aria-label={t.editLabel(product.name)} onClick={onEdit}>
          {t.edit}
        </ActionButton>
        <ActionButton icon={Boxes} aria-label={t.stockLabel(product.name)} onClick={onStock}>
          {t.stockButton}
        </ActionButton>
        <ActionButton icon={Languages} aria-label={contentTranslationTexts.openLabel(product.name)} onClick={onTranslate}>
          {contentTranslationTexts.open}
          <span className="text-xs text-muted">· {languagesDone(product.translations)}/3</span>
        </ActionButton>
        {/* Icon only, at the row's end: three labelled buttons do not fit one row of a card. */}
        <ActionButton
          icon={Trash2}
          variant="danger"
          className="ml-auto"
          aria-label={t.deleteLabel(product.name)}
          title={t.delete}
          onClick={onDelete}
        />
      </div>
    </article>
  );
}

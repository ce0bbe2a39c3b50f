import { Search, ShoppingCart } from 'lucide-react';
import type { ProductCategory } from '@barber/shared/domain/shop';
import { inputClasses } from '../../components/input-styles';
import { SelectField } from '../../components/select-field';
import { shopTexts as t } from '../../i18n/shop';

/** Search ('Cerca prodotti...'), the category dropdown ('Tutte le categorie' first) and the cart with its badge. */
export function ShopToolbar({
  search,
  onSearch,
  category,
  onCategory,
  categories,
  count,
  onOpenCart,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: readonly string[];
  count: number;
  onOpenCart: () => void;
}) {
  const options = [
    { value: '', label: t.allCategories },
    ...categories.map((code) => ({ value: code, label: t.categories[code as ProductCategory] ?? code })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div role="search" className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="shop-search" className="font-medium">
          {t.searchLabel}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id="shop-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t.searchPlaceholder}
            value={search}
            maxLength={100}
            onChange={(event) => onSearch(event.target.value)}
            className={`${inputClasses} pl-10`}
          />
        </div>
      </div>
      <div className="flex items-end gap-3">
        <div className="flex-1 md:w-56 md:flex-none">
          <SelectField
            label={t.categoryLabel}
            options={options}
            value={category}
            onChange={(event) => onCategory(event.target.value)}
          />
        </div>
        <button
          type="button"
          onClick={onOpenCart}
          aria-label={t.cartButton(count)}
          className="relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-input-border bg-surface px-4 font-semibold hover:bg-surface-2"
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          <span>{t.cart}</span>
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2 flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-sm font-bold text-accent-fg tabular-nums"
            >
              {count}
            </span>
          )}
        </button>
      </div>
    </div>
  );
}

import { MessageCircle, PackageOpen, SearchX } from 'lucide-react';
import type { Product } from '@barber/shared/schemas/products';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { shopTexts as t } from '../../i18n/shop';
import { quantityOf, type CartLine } from './cart';
import { ProductCard } from './product-card';

/** The page's own header (not when the shop is embedded in the homepage). */
export function ShopHero() {
  return (
    <section
      aria-labelledby="shop-title"
      className="bg-linear-to-b from-hero-from to-hero-to px-4 py-12 text-center sm:py-16"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3">
        <p className="text-sm font-semibold tracking-widest text-accent-text uppercase">{t.title}</p>
        <h1 id="shop-title" className="font-display text-4xl font-semibold text-balance sm:text-5xl">
          {t.heroTitle}
        </h1>
        <p className="text-lg text-muted">{t.heroText}</p>
      </div>
    </section>
  );
}

interface ShopProductsProps {
  pending: boolean;
  fetching: boolean;
  failed: boolean;
  list: readonly Product[];
  /** All the products the search finds (the grid shows the first page). */
  total: number;
  /** A search or a category is set: an empty grid says 'no results' rather than 'no products yet'. */
  filtered: boolean;
  lines: readonly CartLine[];
  onAdd: (product: Product) => void;
  onRetry: () => void;
}

/** The product grid, or what stands in its place: loading, the failure with 'Riprova', or the empty shop. */
export function ShopProducts({
  pending,
  fetching,
  failed,
  list,
  total,
  filtered,
  lines,
  onAdd,
  onRetry,
}: ShopProductsProps) {
  return (
    <section aria-labelledby="shop-products" aria-busy={fetching || undefined}>
      <h2 id="shop-products" className="sr-only">
        {t.productsLabel}
      </h2>
      {pending ? (
        <LoadingBlock label={t.loading} minHeight="min-h-64" />
      ) : failed && list.length === 0 ? (
        <LoadError retryLabel={t.retry} onRetry={onRetry} icon>
          <p>{t.loadError}</p>
        </LoadError>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-12 text-center">
          {filtered ? (
            <SearchX className="size-10 text-muted" aria-hidden="true" />
          ) : (
            <PackageOpen className="size-10 text-muted" aria-hidden="true" />
          )}
          <p className="text-xl font-semibold">{filtered ? t.noResultsTitle : t.emptyTitle}</p>
          <p className="text-muted">{filtered ? t.noResultsText : t.emptyText}</p>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {t.resultCount(total)}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-4">
            {list.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} inCart={quantityOf(lines, product._id)} onAdd={onAdd} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** 'Hai bisogno di un consiglio?': the shop's WhatsApp, when it has a phone. */
export function ShopConsult({ whatsapp }: { whatsapp: string }) {
  return (
    <aside
      aria-labelledby="shop-consult"
      className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="shop-consult" className="text-lg font-semibold">
          {t.consultTitle}
        </h2>
        <p className="text-muted">{t.consultText}</p>
      </div>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.consultLinkLabel}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-input-border bg-surface px-4 font-semibold hover:bg-surface-2"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {t.consultLink}
      </a>
    </aside>
  );
}

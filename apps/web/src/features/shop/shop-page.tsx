import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, PackageOpen, SearchX } from 'lucide-react';
import type { Product } from '@barber/shared/schemas/products';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { shopTexts as t } from '../../i18n/shop';
import { addProduct, itemCount, quantityOf, removeLine, revalidate, setQuantity, type CartChange } from './cart';
import { ProductCard } from './product-card';
import { categoriesQuery, currentProducts, productsQuery } from './shop-api';
import { ShopToolbar } from './shop-toolbar';
import { useCart } from './use-cart';
import { useOrderEnding } from './use-order-ending';
import { useDebouncedValue } from './use-debounced-value';

// The checkout (payment panel, card form) loads when the customer proceeds, not with the grid.
const ShopCheckout = lazy(() => import('./shop-checkout').then((m) => ({ default: m.ShopCheckout })));
// Where a guest's order ends, in place of the shop (an account's goes to /ordine/:id).
const OrderDone = lazy(() => import('./order-done').then((m) => ({ default: m.OrderDone })));
// The cart modal (and the dialog code under it) loads the first time the customer opens the cart.
const CartDialog = lazy(() => import('./cart-dialog').then((m) => ({ default: m.CartDialog })));

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /shop (001 section 2): hero, search and category, the product grid, the cart (kept in local storage) and its
 * modal; 'Procedi al Pagamento' checks the cart against the server (a changed price or stock is shown first)
 * and then shows the checkout in place of the shop.
 */
export default function ShopPage({ embedded = false }: { embedded?: boolean }) {
  // Embedded in the homepage (its shop section): no hero header, and the page keeps its own title.
  useDocumentTitle(embedded ? undefined : t.title);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = useQuery(productsQuery({ search: query, category }));
  const categories = useQuery(categoriesQuery);
  const shop = useShopInfo().data;
  const { lines, update } = useCart();
  const [cartOpen, setCartOpen] = useState(false);
  // Once opened, the modal stays mounted so its closing (focus back to the cart button) runs as before.
  const [cartUsed, setCartUsed] = useState(false);
  if (cartOpen && !cartUsed) setCartUsed(true);
  const [view, setView] = useState<'shop' | 'checkout'>('shop');
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

  const ending = useOrderEnding(() => {
    update(() => []);
    setChanges([]);
    setView('shop');
  });

  const loadFailed = products.isError;
  useEffect(() => {
    if (loadFailed) toast.error(t.loadError);
  }, [loadFailed]);

  const add = (product: Product) => {
    if (product.inventory.quantity <= quantityOf(lines, product._id)) return;
    update((current) => addProduct(current, product));
    toast.success(t.added(product.name));
  };
  const changeQuantity = (productId: string, quantity: number) => {
    if (quantity <= 0) toast.info(t.removed);
    update((current) => setQuantity(current, productId, quantity));
  };
  const remove = (productId: string) => {
    toast.info(t.removed);
    update((current) => removeLine(current, productId));
  };

  /** The cart's products as the server has them now: prices, stock, still sold. The cart takes the result. */
  const refreshCart = async () => {
    const current = await currentProducts(lines.map((line) => line.productId));
    const result = revalidate(lines, current);
    update(() => result.lines);
    return result;
  };

  const checkout = async () => {
    if (lines.length === 0) {
      toast.error(t.cartEmpty);
      return;
    }
    setChecking(true);
    setCheckError(null);
    try {
      const result = await refreshCart();
      setChanges(result.changes);
      // Any difference is shown in the modal first; the customer proceeds again once they have seen it.
      if (result.changes.length === 0 && result.lines.length > 0) {
        setCartOpen(false);
        setView('checkout');
      }
    } catch {
      setCheckError(t.checkError);
    } finally {
      setChecking(false);
    }
  };

  if (ending.placed) {
    return (
      <Suspense fallback={<LoadingBlock label={t.checking} minHeight="min-h-96" />}>
        <OrderDone order={ending.placed} live={false} onBack={ending.back} />
      </Suspense>
    );
  }

  if (view === 'checkout') {
    return (
      <Suspense fallback={<LoadingBlock label={t.checking} minHeight="min-h-96" />}>
        <ShopCheckout
          lines={lines}
          onRefreshCart={refreshCart}
          onCancel={() => setView('shop')}
          onPlaced={ending.onPlaced}
        />
      </Suspense>
    );
  }

  const filtered = !!query || !!category;
  const list = products.data?.data ?? [];
  const count = itemCount(lines);
  const whatsapp = shop?.phone ? `https://wa.me/${shop.phone.replace(/\D/g, '')}` : null;

  return (
    <div>
      {!embedded && (
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
      )}

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-6 sm:px-4 sm:py-10">
        <ShopToolbar
          search={search}
          onSearch={setSearch}
          category={category}
          onCategory={setCategory}
          categories={categories.data?.data ?? []}
          count={count}
          onOpenCart={() => {
            setCheckError(null);
            setCartOpen(true);
          }}
        />

        <section aria-labelledby="shop-products" aria-busy={products.isFetching || undefined}>
          <h2 id="shop-products" className="sr-only">
            {t.productsLabel}
          </h2>
          {products.isPending ? (
            <LoadingBlock label={t.loading} minHeight="min-h-64" />
          ) : loadFailed && list.length === 0 ? (
            <LoadError retryLabel={t.retry} onRetry={() => void products.refetch()} icon>
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
                {t.resultCount(products.data?.pagination.total ?? list.length)}
              </p>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-4">
                {list.map((product) => (
                  <li key={product._id}>
                    <ProductCard product={product} inCart={quantityOf(lines, product._id)} onAdd={add} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        {whatsapp && (
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
        )}
      </div>

      {cartUsed && (
        <Suspense fallback={null}>
          <CartDialog
            open={cartOpen}
            onOpenChange={(open) => {
              setCartOpen(open);
              if (!open) setChanges([]);
            }}
            lines={lines}
            changes={changes}
            checkError={checkError}
            checking={checking}
            onQuantity={changeQuantity}
            onRemove={remove}
            onCheckout={() => void checkout()}
          />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../components/loading-block';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { shopTexts as t } from '../../i18n/shop';
import { itemCount } from './cart';
import { categoriesQuery, productsQuery } from './shop-api';
import { ShopConsult, ShopHero, ShopProducts } from './shop-sections';
import { ShopToolbar } from './shop-toolbar';
import { useOrderEnding } from './use-order-ending';
import { useDebouncedValue } from './use-debounced-value';
import { useShopCart } from './use-shop-cart';

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
  const { lines, add, changeQuantity, remove, refreshCart, checkout, view, setView, clear, cart } =
    useShopCart();
  const ending = useOrderEnding(clear);

  const loadFailed = products.isError;
  useEffect(() => {
    if (loadFailed) toast.error(t.loadError);
  }, [loadFailed]);

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

  const list = products.data?.data ?? [];
  const whatsapp = shop?.phone ? `https://wa.me/${shop.phone.replace(/\D/g, '')}` : null;

  return (
    <div>
      {!embedded && <ShopHero />}

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-6 sm:px-4 sm:py-10">
        <ShopToolbar
          search={search}
          onSearch={setSearch}
          category={category}
          onCategory={setCategory}
          categories={categories.data?.data ?? []}
          count={itemCount(lines)}
          onOpenCart={cart.openCart}
        />
        <ShopProducts
          pending={products.isPending}
          fetching={products.isFetching}
          failed={loadFailed}
          list={list}
          total={products.data?.pagination.total ?? list.length}
          filtered={!!query || !!category}
          lines={lines}
          onAdd={add}
          onRetry={() => void products.refetch()}
        />
        {whatsapp && <ShopConsult whatsapp={whatsapp} />}
      </div>

      {cart.used && (
        <Suspense fallback={null}>
          <CartDialog
            open={cart.open}
            onOpenChange={cart.onOpenChange}
            lines={lines}
            changes={cart.changes}
            checkError={cart.checkError}
            checking={cart.checking}
            onQuantity={changeQuantity}
            onRemove={remove}
            onCheckout={() => void checkout()}
          />
        </Suspense>
      )}
    </div>
  );
}

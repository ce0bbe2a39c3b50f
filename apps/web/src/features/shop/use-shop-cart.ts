import { useState } from 'react';
import type { Product } from '@barber/shared/schemas/products';
import { toast } from '../../lib/toast';
import { shopTexts as t } from '../../i18n/shop';
import { addProduct, quantityOf, removeLine, revalidate, setQuantity, type CartChange } from './cart';
import { currentProducts } from './shop-api';
import { useCart } from './use-cart';

/**
 * The shop's cart and the way to the checkout: adding (never past the stock), changing and removing lines, the
 * cart modal (mounted from its first opening on), and 'Procedi al Pagamento', which first checks the cart against
 * the server and shows any change in the modal before the checkout is shown in place of the shop.
 */
export function useShopCart() {
  const { lines, update } = useCart();
  const [cartOpen, setCartOpen] = useState(false);
  // Once opened, the modal stays mounted so its closing (focus back to the cart button) runs as before.
  const [cartUsed, setCartUsed] = useState(false);
  if (cartOpen && !cartUsed) setCartUsed(true);
  const [view, setView] = useState<'shop' | 'checkout'>('shop');
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

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

  const openCart = () => {
    setCheckError(null);
    setCartOpen(true);
  };
  const onCartOpenChange = (open: boolean) => {
    setCartOpen(open);
    if (!open) setChanges([]);
  };
  /** The order went through: the cart empties and the shop is shown again. */
  const clear = () => {
    update(() => []);
    setChanges([]);
    setView('shop');
  };

  return {
    lines,
    add,
    changeQuantity,
    remove,
    refreshCart,
    checkout,
    view,
    setView,
    clear,
    cart: {
      open: cartOpen,
      used: cartUsed,
      openCart,
      onOpenChange: onCartOpenChange,
      changes,
      checking,
      checkError,
    },
  };
}

import { useCallback, useEffect } from 'react';
import { useBrowserState } from '../../lib/first-paint';
import { CART_KEY, readCart, writeCart, type CartLine } from './cart';

const NO_LINES: CartLine[] = [];

/**
 * The cart in local storage: read once on mount, written on every change, and kept in step with the shop open
 * in another tab (the storage event).
 */
export function useCart() {
  // The page drawn at build time had an empty cart (ADR 0029).
  const [lines, setLines] = useBrowserState<CartLine[]>(readCart, NO_LINES);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEY || event.key === null) setLines(readCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setLines]);

  const update = useCallback((change: (current: CartLine[]) => CartLine[]) => {
    setLines((current) => {
      const next = change(current);
      writeCart(next);
      return next;
    });
  }, [setLines]);

  return { lines, update };
}

import { useCallback, useEffect, useState } from 'react';
import { isAdoptingFirstPaint } from '../../lib/first-paint';
import { CART_KEY, readCart, writeCart, type CartLine } from './cart';

/**
 * The cart in local storage: read once on mount, written on every change, and kept in step with the shop open
 * in another tab (the storage event).
 */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>(() => (isAdoptingFirstPaint() ? [] : readCart()));

  useEffect(() => {
    // The page drawn at build time had an empty cart (ADR 0029): the visitor's is read once it is adopted.
    setLines(readCart());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEY || event.key === null) setLines(readCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback((change: (current: CartLine[]) => CartLine[]) => {
    setLines((current) => {
      const next = change(current);
      writeCart(next);
      return next;
    });
  }, []);

  return { lines, update };
}

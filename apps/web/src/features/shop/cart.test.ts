import { describe, expect, it } from 'vitest';
import {
  CART_KEY,
  addProduct,
  cartTotal,
  itemCount,
  lineOf,
  readCart,
  revalidate,
  setQuantity,
  writeCart,
  type CartLine,
} from './cart';
import { CERA, OLIO, POMATA, makeProduct } from './shop-test-data';

describe('cart rules (001 section 5)', () => {
  it('adds one at a time, capped at the stock, and never a sold-out product', () => {
    let lines: CartLine[] = [];
    lines = addProduct(lines, CERA);
    lines = addProduct(lines, CERA);
    lines = addProduct(lines, CERA);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
    expect(addProduct(lines, OLIO)).toEqual(lines);
  });

  it('caps a set quantity at the stock and removes the line at zero or less', () => {
    const lines = [lineOf(CERA, 1), lineOf(POMATA, 3)];
    expect(setQuantity(lines, CERA._id, 9)[0]?.quantity).toBe(2);
    expect(setQuantity(lines, CERA._id, 0).map((l) => l.productId)).toEqual([POMATA._id]);
    expect(setQuantity(lines, POMATA._id, -2).map((l) => l.productId)).toEqual([CERA._id]);
  });

  it('counts items and sums the total in Rappen', () => {
    const lines = [lineOf(makeProduct({ _id: 'a', price: 0.1 }), 1), lineOf(makeProduct({ _id: 'b', price: 0.2 }), 1)];
    expect(cartTotal(lines)).toBe(0.3);
    expect(itemCount([lineOf(CERA, 2), lineOf(POMATA, 3)])).toBe(5);
  });

  it('re-validates against the server: new price, less stock, sold out and vanished products are listed', () => {
    const lines = [lineOf(POMATA, 3), lineOf(CERA, 2), lineOf(OLIO, 1), lineOf(makeProduct({ _id: 'gone', name: 'Vecchio' }), 1)];
    const now = new Map([
      [POMATA._id, { ...POMATA, price: 30 }],
      [CERA._id, { ...CERA, inventory: { quantity: 1, minQuantity: 5 } }],
      [OLIO._id, OLIO],
      ['gone', null],
    ]);
    const { lines: next, changes } = revalidate(lines, now);
    expect(next.map((l) => [l.productId, l.quantity, l.price])).toEqual([
      [POMATA._id, 3, 30],
      [CERA._id, 1, 22.5],
    ]);
    expect(changes).toEqual([
      { kind: 'price', name: POMATA.name, before: 28.9, after: 30 },
      { kind: 'reduced', name: CERA.name, available: 1 },
      { kind: 'soldOut', name: OLIO.name },
      { kind: 'gone', name: 'Vecchio' },
    ]);
  });

  it('finds nothing to report when the server agrees', () => {
    const lines = [lineOf(POMATA, 1)];
    expect(revalidate(lines, new Map([[POMATA._id, POMATA]])).changes).toEqual([]);
  });
});

describe('cart storage', () => {
  it('survives a reload and ignores broken or foreign values', () => {
    writeCart([lineOf(POMATA, 2)]);
    expect(readCart()).toEqual([lineOf(POMATA, 2)]);
    localStorage.setItem(CART_KEY, '{not json');
    expect(readCart()).toEqual([]);
    localStorage.setItem(CART_KEY, JSON.stringify({ version: 1, lines: [{ productId: 1 }] }));
    expect(readCart()).toEqual([]);
    writeCart([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });
});

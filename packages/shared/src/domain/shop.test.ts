import { describe, expect, it } from 'vitest';
import {
  fellToMinimum,
  formatOrderNumber,
  isLowStock,
  mergeLines,
  nextQuantity,
  orderNumberOf,
  orderTotals,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  stockLabel,
} from './shop';

describe('shop rules', () => {
  it('has the fourteen categories with their Italian labels', () => {
    expect(PRODUCT_CATEGORIES).toHaveLength(14);
    expect(PRODUCT_CATEGORY_LABELS.beard_care).toBe('Cura Barba');
    expect(PRODUCT_CATEGORY_LABELS.gift_sets).toBe('Set Regalo');
  });

  it('labels stock as the spec says: over 10, 1 to 10, 0', () => {
    expect([stockLabel(11), stockLabel(10), stockLabel(1), stockLabel(0)]).toEqual([
      'Disponibile',
      'Scorte limitate',
      'Scorte limitate',
      'Esaurito',
    ]);
  });

  it('flags low stock at or below minQuantity, and the crossing only once', () => {
    expect([isLowStock(5, 5), isLowStock(6, 5)]).toEqual([true, false]);
    expect(fellToMinimum(6, 5, 5)).toBe(true);
    expect(fellToMinimum(5, 4, 5)).toBe(false);
    expect(fellToMinimum(9, 7, 5)).toBe(false);
  });

  it('sets, adds and subtracts stock, never below 0', () => {
    expect(nextQuantity(4, 10, 'set')).toBe(10);
    expect(nextQuantity(4, 3, 'add')).toBe(7);
    expect(nextQuantity(4, 4, 'subtract')).toBe(0);
    expect(nextQuantity(4, 5, 'subtract')).toBeNull();
  });

  it('totals in Rappen without drift, and merges repeated products', () => {
    const lines = [
      { unitPriceRappen: 1990, quantity: 3 },
      { unitPriceRappen: 10, quantity: 7 },
    ];
    expect(orderTotals(lines)).toEqual({ subtotalRappen: 6040, totalRappen: 6040 });
    expect(mergeLines([{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 2 }, { productId: 'a', quantity: 3 }])).toEqual([
      { productId: 'a', quantity: 4 },
      { productId: 'b', quantity: 2 },
    ]);
  });

  it('numbers orders BS-year-sequence, with the id fallback of the spec', () => {
    expect(formatOrderNumber(2026, 123)).toBe('BS-2026-000123');
    expect(orderNumberOf({ orderNumber: '', _id: 'abcdef12-3456-7890-abcd-ef1234567890' })).toBe('34567890');
  });
});

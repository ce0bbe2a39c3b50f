import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@barber/shared/schemas/orders';
import type { CustomerValues, PaymentResult } from '../payments';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { shopTexts as t } from '../../i18n/shop';
import { orderItems, type CartChange, type CartLine } from './cart';
import { createOrderIntent, createOrderTwint, isStockConflict, placeOrder } from './shop-api';

export const orderErrorText = (error: unknown) =>
  error instanceof ApiError && error.message
    ? error.message
    : error instanceof Error && error.message
      ? error.message
      : t.toasts.orderError;

interface ShopOrderOptions {
  lines: readonly CartLine[];
  onCancel: () => void;
  onPlaced: (order: Order) => void;
  onRefreshCart: () => Promise<{ lines: CartLine[]; changes: CartChange[] }>;
}

/**
 * The checkout's order: placed at once for cash, after the payment for card and TWINT (their intents are made
 * here too), with one Idempotency-Key per attempt; a 409 for the stock keeps the server's message and refreshes
 * the cart (an emptied cart goes back to the shop).
 */
export function useShopOrder({ lines, onCancel, onPlaced, onRefreshCart }: ShopOrderOptions) {
  const shop = useShopInfo().data ?? null;
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const items = orderItems(lines);
  // One key per order attempt: a double tap or a retry after a lost answer places one order; a changed cart
  // or changed details are a new attempt.
  const keys = useRef(new Map<string, string>());
  const keyFor = (what: unknown) => {
    const id = JSON.stringify(what);
    const key = keys.current.get(id) ?? newIdempotencyKey();
    keys.current.set(id, key);
    return key;
  };

  const stockConflict = async (error: ApiError) => {
    setConflict(error.message);
    const refreshed = await onRefreshCart().catch(() => null);
    if (!refreshed) return;
    setChanges(refreshed.changes);
    if (refreshed.lines.length === 0) {
      toast.error(error.message);
      onCancel();
    }
  };
  const stockGuard = (error: unknown): never => {
    if (isStockConflict(error)) void stockConflict(error);
    throw error;
  };

  const order = useMutation({
    mutationFn: ({ customer, payment }: { customer: CustomerValues; payment: PaymentResult | null }) =>
      placeOrder(
        { items, customerDetails: customer, ...(payment ? { paymentId: payment.id } : {}) },
        keyFor({ items, customer, payment: payment?.id ?? null }),
      ),
    onMutate: () => {
      setConflict(null);
      setChanges([]);
    },
    onSuccess: (answer, { customer, payment }) => {
      if (payment) toast.success(t.toasts.paid, { duration: 5000 });
      else
        toast.success(
          t.toasts.cash(customer.name.split(/\s+/)[0] ?? customer.name, shop?.name ?? t.shopFallback),
        );
      onPlaced(answer.data);
    },
    onError: (error) => {
      if (isStockConflict(error)) void stockConflict(error);
      else toast.error(orderErrorText(error));
    },
  });

  const onPaid = useCallback(
    (result: PaymentResult) => {
      setPaid(result);
      order.mutate({ customer: result.customerDetails, payment: result });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable; the order reads the cart at call time
    [order.mutate],
  );

  const createCardIntent = async (customer: CustomerValues) => {
    setConflict(null);
    const answer = await createOrderIntent(items, customer, keyFor({ card: items, customer })).catch(
      stockGuard,
    );
    return {
      clientSecret: answer.client_secret,
      paymentIntentId: answer.paymentIntentId,
      paymentId: answer.paymentId,
      amount: answer.amount,
    };
  };
  // Each TWINT attempt is a new payment: a declined or expired one cannot be paid again.
  const createTwint = (customer: CustomerValues) => {
    setConflict(null);
    return createOrderTwint(items, customer, newIdempotencyKey()).catch(stockGuard);
  };

  return {
    paid,
    conflict,
    changes,
    order,
    onPaid,
    createCardIntent,
    createTwint,
    resetKeys: () => keys.current.clear(),
  };
}

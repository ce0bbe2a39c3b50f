import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { Order } from '@barber/shared/schemas/orders';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { PaymentPanel, type PaymentResult } from '../../components/payments/payment-panel';
import type { CustomerValues } from '../../components/payments/customer-details';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatChf } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { stripeConfigQuery } from '../../lib/payments-api';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { shopTexts as t } from '../../i18n/shop';
import { cartTotal, itemCount, orderItems, type CartChange, type CartLine } from './cart';
import { CartChanges } from './cart-dialog';
import { createOrderIntent, createOrderTwint, isStockConflict, placeOrder } from './shop-api';

const orderErrorText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : error instanceof Error && error.message ? error.message : t.toasts.orderError;

/**
 * Checkout in place of the shop (001 section 2, 4): the payment panel taking the cart, with its summary (item
 * count, total quantity, 'Ritiro in negozio'). Cash places the order at once; card and TWINT pay first (the
 * server reserves the stock while the payment runs) and then ask for the order the paid payment created. A
 * 409 for the stock shows the server's message and refreshes the cart. On success the page shows the order
 * (onPlaced with the order the server answered).
 */
export function ShopCheckout({
  lines,
  onCancel,
  onPlaced,
  onRefreshCart,
}: {
  lines: readonly CartLine[];
  onCancel: () => void;
  onPlaced: (order: Order) => void;
  /** Re-reads the cart's products and answers what changed (the cart itself is updated by the page). */
  onRefreshCart: () => Promise<{ lines: CartLine[]; changes: CartChange[] }>;
}) {
  useDocumentTitle(t.checkoutTitle);
  const { user } = useAuth();
  const config = useQuery(stripeConfigQuery);
  const shop = useShopInfo().data ?? null;
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo?.(0, 0);
    heading.current?.focus();
  }, []);

  const items = orderItems(lines);
  const total = cartTotal(lines);
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
      else toast.success(t.toasts.cash(customer.name.split(/\s+/)[0] ?? customer.name, shop?.name ?? t.shopFallback));
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
    const answer = await createOrderIntent(items, customer, keyFor({ card: items, customer })).catch(stockGuard);
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

  const failed = order.isError && !isStockConflict(order.error);
  const alert = (conflict || failed) && (
    <FormAlert>
      <p>{conflict ?? orderErrorText(order.error)}</p>
      {failed && paid && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => order.mutate({ customer: paid.customerDetails, payment: paid })}>
          {t.retryOrder}
        </Button>
      )}
    </FormAlert>
  );
  const address = shop ? `${shop.address}, ${shop.postalCode} ${shop.city}` : null;

  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <Button variant="ghost" size="sm" className="mb-3" onClick={onCancel} disabled={order.isPending}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t.backToShop}
      </Button>
      <Card className="p-4 sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold outline-none">
          {t.checkoutTitle}
        </h1>
        <div className="mt-6">
          <PaymentPanel
            kind="order"
            summary={
              <div className="flex flex-col gap-3">
                <CartChanges changes={changes} />
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-border p-4">
                  <dt className="text-muted">{t.summary.items}</dt>
                  <dd className="text-right font-semibold tabular-nums">{lines.length}</dd>
                  <dt className="text-muted">{t.summary.quantity}</dt>
                  <dd className="text-right font-semibold tabular-nums">{itemCount(lines)}</dd>
                  <dt className="text-muted">{t.summary.pickup}</dt>
                  <dd className="text-right font-semibold">{t.summary.pickupValue}</dd>
                  {address && <dd className="col-span-2 text-right text-sm text-muted">{address}</dd>}
                </dl>
                <ul className="flex flex-col gap-1 text-sm" aria-label={t.cartLinesLabel}>
                  {lines.map((line) => (
                    <li key={line.productId} className="flex justify-between gap-3">
                      <span className="min-w-0 break-words">{t.summary.line(line.quantity, line.name)}</span>
                      <span className="shrink-0 tabular-nums">
                        {formatChf((Math.round(line.price * 100) * line.quantity) / 100)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            }
            total={total}
            config={config.isError ? null : config.data}
            initialCustomer={
              user
                ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? '' }
                : undefined
            }
            cashNeedsDetails
            shop={shop && { name: shop.name, phone: shop.phone, timeZone: shop.timeZone }}
            busy={order.isPending}
            alert={alert}
            blocked={!!paid || lines.length === 0}
            returnUrl={`${window.location.origin}/shop`}
            isHandledError={isStockConflict}
            onCancel={onCancel}
            onCash={(customer) => {
              if (!customer) {
                toast.error(t.toasts.missingDetails);
                return;
              }
              order.mutate({ customer, payment: null });
            }}
            createCardIntent={createCardIntent}
            createTwint={createTwint}
            onPaid={onPaid}
            onReleased={() => keys.current.clear()}
          />
        </div>
      </Card>
    </div>
  );
}

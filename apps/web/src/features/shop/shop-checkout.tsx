import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { Order } from '@barber/shared/schemas/orders';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { PaymentPanel, stripeConfigQuery } from '../payments';
import { useAuth } from '../../lib/auth-context';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { shopTexts as t } from '../../i18n/shop';
import { cartTotal, type CartChange, type CartLine } from './cart';
import { CheckoutSummary } from './checkout-summary';
import { isStockConflict } from './shop-api';
import { orderErrorText, useShopOrder } from './use-shop-order';

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
  const { paid, conflict, changes, order, onPaid, createCardIntent, createTwint, resetKeys } = useShopOrder({
    lines,
    onCancel,
    onPlaced,
    onRefreshCart,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo?.(0, 0);
    heading.current?.focus();
  }, []);

  const total = cartTotal(lines);

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
            summary={<CheckoutSummary lines={lines} changes={changes} />}
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
            onReleased={resetKeys}
          />
        </div>
      </Card>
    </div>
  );
}

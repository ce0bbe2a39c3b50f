import type { ReactNode } from 'react';
import { ImageOff, MapPin } from 'lucide-react';
import type { Order } from '@barber/shared/schemas/orders';
import { formatChf, formatDateTime, formatPhone } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { profile } from '../../i18n/profile';
import { OrderStatusBadge } from './order-status-badge';
import { cardReferenceTail } from './order-summary';

const t = profile.details;

/**
 * An order in full (001 'Order (customer view)'): its status, items with image, quantity and price, the totals, how
 * it is paid and where it is picked up. Read-only: the shop changes the status, the customer follows it. Shown in
 * the profile's dialog and on the order page the shop's checkout ends on.
 */
export function OrderView({ order }: { order: Order }) {
  const { data: shop } = useShopInfo();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <OrderStatusBadge status={order.status} />
        {order.updatedAt !== order.createdAt && (
          <span className="text-sm text-muted">{t.lastUpdate(formatDateTime(order.updatedAt))}</span>
        )}
      </div>

      <Section title={t.items}>
        <ul className="flex flex-col divide-y divide-border">
          {order.items.map((item, index) => {
            const image = item.product.images[0]?.url;
            return (
              <li key={index} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
                {image ? (
                  <img
                    src={image}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-lg border border-border bg-surface-2 object-cover"
                  />
                ) : (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-2 text-muted">
                    <ImageOff className="size-5" aria-hidden="true" />
                    <span className="sr-only">{t.noImage}</span>
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{item.name}</p>
                  <p className="text-sm text-muted">{t.quantity(item.quantity, formatChf(item.price))}</p>
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{formatChf(item.total)}</p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-3 flex flex-col gap-1 border-t border-border pt-3">
          <Row label={t.subtotal}>{formatChf(order.totals.subtotal)}</Row>
          <Row label={t.total} strong>
            {formatChf(order.totals.total)}
          </Row>
        </dl>
      </Section>

      <Section title={t.payment}>
        <dl className="flex flex-col gap-1">
          <Row label={t.method}>{t.methods[order.paymentMethod]}</Row>
          <Row label={t.paymentState}>{t.paymentStates[order.paymentStatus]}</Row>
          {order.stripePaymentIntentId && (
            <Row label={t.cardReference}>
              <span className="font-mono">{`…${cardReferenceTail(order.stripePaymentIntentId)}`}</span>
            </Row>
          )}
        </dl>
      </Section>

      <Section title={t.pickup}>
        <div className="flex gap-2">
          <MapPin className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
          <div>
            <p className="font-medium">{t.pickupInShop}</p>
            {shop && (
              <address className="text-muted not-italic">
                {shop.name}
                <br />
                {shop.address}
                <br />
                {`${shop.postalCode} ${shop.city}`}
                {shop.phone && (
                  <>
                    <br />
                    {formatPhone(shop.phone)}
                  </>
                )}
              </address>
            )}
          </div>
        </div>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

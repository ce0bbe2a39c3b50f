import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '@barber/shared/domain/shop';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatChf, formatDateTime, formatPhone } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminShop } from '../../../i18n/admin-shop';
import { adminOrdersKey, setOrderStatus, type AdminOrder } from './orders-api';
import { OrderStatusBadge, cardReference, customerName, orderNumber, paymentSummary } from './order-parts';

const t = adminShop.orders;
const d = t.detail;
/** The spec's text, with the server's reason when it gives one (e.g. the stock is gone for a cancelled order). */
const failure = (error: Error) =>
  error instanceof ApiError && error.message ? `${t.errors.status}: ${error.message}` : t.errors.status;
const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An order's details (002 section 2 'Orders tab'): customer, pickup, items, summary, payment, dates and the
 * status selector. Any of the six statuses may be chosen; cancelling asks first, because it puts the stock back
 * and refunds a paid order. After a change the list reloads and this view shows the server's answer.
 */
export function OrderDetailDialog({
  order,
  onClose,
  onUpdated,
}: {
  order: AdminOrder;
  onClose: () => void;
  onUpdated: (order: AdminOrder) => void;
}) {
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const mutation = useMutation({
    mutationFn: (status: OrderStatus) => setOrderStatus(order._id, status),
    onSuccess: (answer) => {
      toast.success(answer.message || t.statusUpdated);
      setConfirmCancel(false);
      onUpdated(answer.data);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      // A cancellation puts stock back: the Products tab and the shop see it at their next look.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
  const number = orderNumber(order);
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  const reference = cardReference(order);
  const address = [order.shippingAddress.address1, [order.shippingAddress.postalCode, order.shippingAddress.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  const choose = (status: OrderStatus) => {
    if (status === order.status) return;
    mutation.reset();
    if (status === 'cancelled') setConfirmCancel(true);
    else mutation.mutate(status);
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && !mutation.isPending && onClose()}
        title={d.title(number)}
        closeLabel={d.close}
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span className="text-sm text-muted">{paymentSummary(order)}</span>
          </div>
          <div className="flex flex-col gap-2">
            <SelectField
              label={d.status}
              hint={d.statusHint}
              options={statusOptions}
              value={order.status}
              disabled={mutation.isPending}
              onChange={(event) => choose(event.target.value as OrderStatus)}
            />
            {mutation.isPending && <Spinner label={d.updating} className="size-4" />}
            {mutation.isError && !confirmCancel && <FormAlert>{failure(mutation.error)}</FormAlert>}
          </div>

          <Section title={d.customer}>
            <Facts
              rows={[
                [d.name, customerName(order)],
                [d.email, order.customerInfo.email],
                ...(order.customerInfo.phone ? [[d.phone, formatPhone(order.customerInfo.phone)] as [string, ReactNode]] : []),
                [d.kind, d.kinds[order.customerInfo.type]],
              ]}
            />
          </Section>

          <Section title={d.pickup}>
            <p className="text-sm">{d.pickupText}</p>
            {address && <Facts rows={[[d.address, address]]} />}
          </Section>

          <Section title={d.items}>
            <ul className="flex flex-col gap-2">
              {order.items.map((item, index) => (
                <li key={`${item.productId ?? 'gone'}-${index}`} className="flex items-center gap-3">
                  {item.product.images[0] ? (
                    <img src={item.product.images[0].url} alt="" className="size-10 shrink-0 rounded-md object-cover" />
                  ) : (
                    <span className="size-10 shrink-0 rounded-md bg-surface-2" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{item.name}</span>
                    <span className="block text-sm text-muted tabular-nums">
                      {d.quantity(item.quantity, formatChf(item.price))}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatChf(item.total)}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section title={d.summary}>
            <Facts
              rows={[
                [d.subtotal, <span className="tabular-nums">{formatChf(order.totals.subtotal)}</span>],
                [d.total, <span className="font-semibold tabular-nums">{formatChf(order.totals.total)}</span>],
              ]}
            />
          </Section>

          <Section title={d.payment}>
            <Facts
              rows={[
                [d.method, t.methods[order.paymentMethod]],
                [d.paymentState, t.paymentStatuses[order.paymentStatus]],
                ...(order.paymentMethod !== 'cash' && reference
                  ? [[d.reference, <span className="font-mono">{order.paymentMethod === 'stripe_card' ? d.cardReference(reference) : reference}</span>] as [string, ReactNode]]
                  : []),
                [d.createdAt, formatDateTime(order.createdAt)],
                [d.updatedAt, formatDateTime(order.updatedAt)],
              ]}
            />
          </Section>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={(open) => !open && !mutation.isPending && setConfirmCancel(false)}
        title={t.cancel.title}
        message={paid ? t.cancel.paidText(number, formatChf(order.totals.total)) : t.cancel.text(number)}
        confirmLabel={t.cancel.confirm}
        cancelLabel={t.cancel.keep}
        closeLabel={d.close}
        pendingLabel={d.updating}
        pending={mutation.isPending}
        error={mutation.isError ? failure(mutation.error) : undefined}
        destructive
        onConfirm={() => mutation.mutate('cancelled')}
      />
    </>
  );
}

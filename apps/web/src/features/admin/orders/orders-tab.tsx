import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { ORDER_STATUSES } from '@barber/shared/domain/shop';
import { ActionButton } from '../../../components/action-button';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { TabHeading } from '../../../components/tab-heading';
import { formatChf, formatDateTime } from '../../../lib/format';
import { adminShop } from '../../../i18n/admin-shop';
import { AdminListState } from '../admin-list-state';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderStatusBadge, customerName, itemCount, orderNumber, paymentSummary } from './order-parts';
import { adminOrdersQuery, type AdminOrder, type OrderStatusFilter } from './orders-api';

const t = adminShop.orders;
const c = t.columns;
const filterOptions = [
  { value: '', label: t.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: t.statuses[status] })),
];

/**
 * 'Ordini' (002 section 2): the orders, newest first, 20 a page, filtered by status; a table on a wide screen and
 * cards on a phone; 'Dettagli' opens the order with its status selector.
 */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatusFilter>('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...adminOrdersQuery(status, page), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AdminOrder | null>(null);

  const orders = list.data?.data ?? [];
  const pages = Math.max(1, list.data?.pagination.pages ?? 1);
  const current = Math.min(page, pages);

  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-5">
      <TabHeading id="orders-title" title={t.title} intro={t.intro} />
      <SelectField
        label={t.statusFilter}
        className="sm:max-w-xs"
        options={filterOptions}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OrderStatusFilter);
          setPage(1);
        }}
      />
      <AdminListState
        query={list}
        loadingLabel={t.loading}
        loadErrorLabel={t.errors.load}
        emptyLabel={status ? t.emptyFilter : t.empty}
        isEmpty={orders.length === 0}
      >
        <div aria-busy={list.isFetching || undefined} className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t.total(list.data?.pagination.total ?? orders.length)}</p>
          {/* A phone gets cards: seven columns do not fit 390 px without scrolling sideways. */}
          <ul aria-label={t.tableLabel} className="flex flex-col gap-3 md:hidden">
            {orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} onOpen={() => setOpen(order)} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.tableLabel}</caption>
              <thead className="bg-surface-2 text-muted">
                <tr>
                  {[c.order, c.customer, c.items, c.total, c.status, c.date, c.actions].map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order._id} className="border-t border-border bg-surface align-top">
                    <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
                      {orderNumber(order)}
                    </th>
                    <td className="px-4 py-3">
                      <span className="block font-medium break-words">{customerName(order)}</span>
                      <span className="block break-words text-muted">{order.customerInfo.email}</span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">{itemCount(order)}</td>
                    <td className="px-4 py-3">
                      <span className="block font-semibold whitespace-nowrap tabular-nums">
                        {formatChf(order.totals.total)}
                      </span>
                      <span className="block text-muted">{paymentSummary(order)}</span>
                    </td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDateTime(order.createdAt)}</td>
                    <td className="px-4 py-3">
                      <ActionButton
                        icon={Eye}
                        aria-label={t.detailsLabel(orderNumber(order))}
                        onClick={() => setOpen(order)}
                      >
                        {t.details}
                      </ActionButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={current}
            pages={pages}
            onPage={setPage}
            label={t.pagingLabel}
            previousLabel={t.previous}
            nextLabel={t.next}
            pageLabel={t.page}
          />
        </div>
      </AdminListState>
      {open && (
        <OrderDetailDialog key={open._id} order={open} onClose={() => setOpen(null)} onUpdated={setOpen} />
      )}
    </section>
  );
}

function OrderCard({ order, onOpen }: { order: AdminOrder; onOpen: () => void }) {
  const number = orderNumber(order);
  return (
    <article aria-label={number} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-mono font-semibold">{number}</h4>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{c.customer}</dt>
        <dd className="break-words">{customerName(order)}</dd>
        <dt className="text-muted">{c.items}</dt>
        <dd>{t.itemCount(itemCount(order))}</dd>
        <dt className="text-muted">{c.total}</dt>
        <dd>
          <span className="font-semibold tabular-nums">{formatChf(order.totals.total)}</span>
          <span className="block text-muted">{paymentSummary(order)}</span>
        </dd>
        <dt className="text-muted">{c.date}</dt>
        <dd className="tabular-nums">{formatDateTime(order.createdAt)}</dd>
      </dl>
      <div className="border-t border-border pt-3">
        <ActionButton icon={Eye} aria-label={t.detailsLabel(number)} onClick={onOpen}>
          {t.details}
        </ActionButton>
      </div>
    </article>
  );
}

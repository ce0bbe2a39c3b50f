import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus } from '@barber/shared/domain/shop';
import { Pager } from '../../components/pager';
import { ButtonLink } from '../../components/button-link';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { SelectField } from '../../components/select-field';
import { TabHeading } from '../../components/tab-heading';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { profile } from '../../i18n/profile';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { myOrdersQuery, type MyOrder } from './orders-api';

const t = profile.orders;
const ALL = 'all';
const statusOptions = [
  { value: ALL, label: t.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: t.statuses[status] })),
];
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * 'I Miei Ordini' (001 section 2): a status filter, the total count, the order cards 10 a page with
 * Precedente/Successiva, and a details modal. The list follows the shop's changes live (use-order-updates.ts
 * patches these queries), and the open modal shows the same order as the list does.
 */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [openSnapshot, setOpenSnapshot] = useState<MyOrder | null>(null);
  const query = useQuery(myOrdersQuery(status, page));
  const answer = query.data;
  const pages = Math.max(1, answer?.pagination.pages ?? 1);

  // 001 section 8: a failed load is a toast; the retry below keeps the tab usable.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t.loadError);
  }, [failedAt]);

  // A page past the end (orders moved out of the filter live): back to the last page there is.
  useEffect(() => {
    if (answer && page > pages) setPage(pages);
  }, [answer, page, pages]);

  // The modal reads the order from the list when it is there (so a live change shows), else the last copy.
  const openOrder = answer?.data.find((order) => order._id === openId) ?? (openSnapshot?._id === openId ? openSnapshot : null);

  const choose = (value: string) => {
    setStatus(isStatus(value) ? value : null);
    setPage(1);
  };

  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-5">
      <TabHeading id="orders-title" title={t.title} intro={t.intro} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t.filter}
          className="w-full sm:w-64"
          options={statusOptions}
          value={status ?? ALL}
          onChange={(event) => choose(event.target.value)}
        />
        {answer && (
          <p className="font-semibold" aria-live="polite" data-testid="orders-count">
            {t.count(answer.pagination.total)}
          </p>
        )}
      </div>

      {!answer && !query.isError ? (
        <LoadingBlock label={t.loading} minHeight="min-h-48" />
      ) : !answer ? (
        <LoadError icon retryLabel={t.retry} onRetry={() => void query.refetch()}>
          <p className="font-semibold">{t.loadError}</p>
          <p className="text-sm">{errorMessage(query.error)}</p>
        </LoadError>
      ) : answer.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center">
          <ShoppingBag className="size-10 text-muted" aria-hidden="true" />
          <h3 className="text-lg font-semibold">{t.emptyTitle}</h3>
          <p className="text-muted">{status ? t.emptyFiltered : t.emptyNone}</p>
          {!status && (
            <ButtonLink to="/shop" variant="secondary" className="mt-2">
              {t.toShop}
            </ButtonLink>
          )}
        </div>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" aria-busy={query.isPlaceholderData || undefined}>
            {answer.data.map((order) => (
              <li key={order._id} className="min-w-0">
                <OrderCard
                  order={order}
                  onDetails={() => {
                    setOpenId(order._id);
                    setOpenSnapshot(order);
                  }}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            onPage={setPage}
            label={t.paging}
            previousLabel={t.previous}
            nextLabel={t.next}
            pageLabel={t.page}
            disabled={query.isPlaceholderData}
          />
        </>
      )}
      {openOrder && <OrderDetailsDialog order={openOrder} onClose={() => setOpenId(null)} />}
    </section>
  );
}

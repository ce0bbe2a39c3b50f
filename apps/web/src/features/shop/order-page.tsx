import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Order } from '@barber/shared/schemas/orders';
import { orderNumberOf } from '@barber/shared/domain/shop';
import { ButtonLink } from '../../components/button-link';
import { LinkNotFound } from '../../components/link-not-found';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';
import { watchMyOrders } from '../../lib/order-watch';
import { toast } from '../../lib/toast';
import { shopTexts } from '../../i18n/shop';
import { OrderDone } from './order-done';

const t = shopTexts.done;

const orderKey = (id: string) => ['order', id] as const;
const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => callApi('order', { params: { id } }, { signal }).then((answer) => answer.data),
  });

/**
 * /ordine/:id: an account's order as the checkout left it, following the shop's status changes live
 * (order_status_updated reaches only the owner's sockets); on every connection of the socket it is read again.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery(orderQuery(id));

  useEffect(
    () =>
      watchMyOrders({
        onUpdate: (event) => {
          if (event.orderId !== id) return;
          const { status, statusLabel, paymentStatus, updatedAt } = event;
          queryClient.setQueryData<Order>(orderKey(id), (order) => order && { ...order, status, statusLabel, paymentStatus, updatedAt });
          toast.info(t.statusChanged(orderNumberOf({ orderNumber: event.orderNumber, _id: event.orderId }), statusLabel));
        },
        // A change made while the socket was (re)connecting is read once it is in the room.
        onConnect: () => void queryClient.invalidateQueries({ queryKey: orderKey(id) }),
      }),
    [id, queryClient],
  );

  if (query.data) return <OrderDone order={query.data} live />;
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      {query.isError && query.error instanceof ApiError && query.error.status === 404 ? (
        <LinkNotFound title={t.notFound} text={t.notFoundText}>
          <ButtonLink to="/shop" size="lg">
            {t.backToShop}
          </ButtonLink>
        </LinkNotFound>
      ) : query.isError ? (
        <LoadError retryLabel={t.retry} onRetry={() => void query.refetch()}>
          <p>{t.loadError}</p>
        </LoadError>
      ) : (
        <LoadingBlock label={t.loading} minHeight="min-h-96" />
      )}
    </div>
  );
}

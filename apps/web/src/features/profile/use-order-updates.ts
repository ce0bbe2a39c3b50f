import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatusEvent } from '@barber/shared/realtime';
import { orderNumberOf } from '@barber/shared/domain/shop';
import { watchMyOrders } from '../../lib/order-watch';
import { toast } from '../../lib/toast';
import { profile } from '../../i18n/profile';
import { withStatus } from './order-summary';
import { MY_ORDERS_KEY, type MyOrdersAnswer } from './orders-api';

/**
 * While /profile is open, the shop's status changes reach it live (order_status_updated): the card changes
 * at once, the lists are fetched again (an order may leave or join a filter) and a toast says what happened.
 */
export function useOrderUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    return watchMyOrders({
      onUpdate: (event: OrderStatusEvent) => {
        queryClient.setQueriesData<MyOrdersAnswer>({ queryKey: MY_ORDERS_KEY }, (answer) =>
          answer ? withStatus(answer, event) : answer,
        );
        refetch();
        const number = orderNumberOf({ orderNumber: event.orderNumber, _id: event.orderId });
        toast.info(profile.orders.statusChanged(number, event.statusLabel));
      },
      onReconnect: refetch,
    });
  }, [queryClient]);
}

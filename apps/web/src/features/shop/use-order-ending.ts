import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Order } from '@barber/shared/schemas/orders';
import { useAuth } from '../../lib/auth-context';
import { productsKey } from './shop-api';

/**
 * What happens once the checkout has placed an order (issue 27 item 6): the cart empties, the grid's stock is read
 * again at once, and the customer lands on the order: an account on /ordine/:id (which follows the status live), a
 * guest on the same view in place of the shop (`placed`) until they go back.
 */
export function useOrderEnding(clearCart: () => void) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<Order | null>(null);
  const onPlaced = (order: Order) => {
    clearCart();
    void queryClient.invalidateQueries({ queryKey: productsKey });
    if (user) void navigate(`/ordine/${order._id}`);
    else setPlaced(order);
  };
  return { placed, onPlaced, back: () => setPlaced(null) };
}

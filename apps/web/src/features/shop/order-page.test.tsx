import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { act } from 'react';
import type { OrderWatch } from '../../lib/order-watch';
import { toast } from '../../lib/toast';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import { reply, stubApi } from '../../test-api';
import { makeItem, makeOrder } from '../profile/orders-test-data';
import OrderPage from './order-page';

// The socket is replaced by the watch's callbacks: the test plays the server's order_status_updated.
const watches = vi.hoisted(() => [] as OrderWatch[]);
vi.mock('../../lib/order-watch', () => ({
  watchMyOrders: (watch: OrderWatch) => {
    watches.push(watch);
    return () => watches.splice(watches.indexOf(watch), 1);
  },
}));

beforeEach(() => {
  watches.length = 0;
});

const order = makeOrder({ items: [makeItem('Pomata Opaca', 2, 24)] });
const renderPage = () =>
  renderRoutes([{ path: '/ordine/:id', element: <OrderPage /> }], {
    path: `/ordine/${order._id}`,
    auth: makeAuth(makeUser({ firstName: 'Giulia' })),
  });

describe('OrderPage (/ordine/:id)', () => {
  it("shows number, items, pickup and status, and follows the shop's status change live", async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    stubApi({ order: { success: true, data: order } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ordine BS-2026-000123' });
    expect(screen.getByText('Pomata Opaca')).toBeTruthy();
    expect(screen.getByText('Ritiro in negozio')).toBeTruthy();
    expect(screen.getByText('In attesa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I miei ordini' }).getAttribute('href')).toBe('/profile?tab=ordini');
    act(() =>
      watches[0]!.onUpdate({
        orderId: order._id,
        orderNumber: order.orderNumber,
        status: 'processing',
        statusLabel: 'In lavorazione',
        paymentStatus: 'pending',
        updatedAt: '2026-12-07T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('In lavorazione')).toBeTruthy();
    expect(info).toHaveBeenCalledWith('Ordine BS-2026-000123: In lavorazione');
  });

  it("another customer's order (404) reads 'Ordine non trovato' with the way back to the shop", async () => {
    stubApi({ order: reply(404, { success: false, code: 'NOT_FOUND', message: 'Ordine non trovato' }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ordine non trovato' });
    expect(screen.getByRole('link', { name: 'Torna allo shop' }).getAttribute('href')).toBe('/shop');
  });
});

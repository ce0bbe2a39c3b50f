import { orderNumberOf } from '@barber/shared/domain/shop';
import { Dialog } from '../../components/dialog';
import { formatDateTime } from '../../lib/format';
import { profile } from '../../i18n/profile';
import { OrderView } from './order-view';
import type { MyOrder } from './orders-api';

const t = profile.details;

/** An order in full in a dialog of the profile's 'I miei ordini' (001 'Order (customer view)'). */
export function OrderDetailsDialog({ order, onClose }: { order: MyOrder; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      // The number alone: 'Ordine BS-2026-000123' would break at a hyphen on a phone.
      title={orderNumberOf(order)}
      description={t.placedOn(formatDateTime(order.createdAt))}
      closeLabel={t.close}
    >
      <OrderView order={order} />
    </Dialog>
  );
}

import { useEffect, useRef } from 'react';
import { ArrowLeft, ListOrdered } from 'lucide-react';
import type { Order } from '@barber/shared/schemas/orders';
import { orderNumberOf } from '@barber/shared/domain/shop';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { shopTexts } from '../../i18n/shop';
import { OrderView } from '../profile/order-view';

const t = shopTexts.done;

/**
 * Where a shop order ends (issue 27 item 6): its number, items, total, pickup details and status. `live`: the page
 * follows the status (an account's /ordine/:id); a guest has no room to follow, so the emails tell them.
 */
export function OrderDone({ order, live, onBack }: { order: Order; live: boolean; onBack?: () => void }) {
  const number = orderNumberOf(order);
  useDocumentTitle(t.title(number));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo?.(0, 0);
    heading.current?.focus();
  }, []);
  const back = (
    <>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t.backToShop}
    </>
  );
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-4 sm:py-12">
      <Card className="flex flex-col gap-5 p-4 sm:p-8">
        <header className="flex flex-col gap-2">
          <p className="font-semibold text-success">{t.thanks}</p>
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold break-words outline-none">
            {t.title(number)}
          </h1>
          <p className="text-muted">{live ? t.live : t.byEmail}</p>
        </header>
        <OrderView order={order} />
        <div className="flex flex-col gap-3 sm:flex-row">
          {onBack ? (
            <Button size="lg" onClick={onBack}>
              {back}
            </Button>
          ) : (
            <ButtonLink to="/shop" size="lg">
              {back}
            </ButtonLink>
          )}
          {live && (
            <ButtonLink to="/profile?tab=ordini" variant="secondary" size="lg">
              <ListOrdered className="size-4" aria-hidden="true" />
              {t.myOrders}
            </ButtonLink>
          )}
        </div>
      </Card>
    </div>
  );
}

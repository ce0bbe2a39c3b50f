import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, Phone } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useShopInfo } from '../../lib/shop-info';
import { subscription } from '../../i18n/subscription';
import { limitsQuery } from './subscription-api';

const t = subscription.gate;

function GateScreen({ title, text, admin }: { title: string; text: string; admin: boolean }) {
  const { data: shop } = useShopInfo();
  // In the admin's calendar the gate sits inside the tab (a section heading); on /booking it is the page's own.
  const Heading = admin ? 'h3' : 'h1';
  return (
    <Card className={`flex flex-col items-start gap-4 ${admin ? 'p-4 sm:p-6' : 'p-4 sm:p-8'}`}>
      <CalendarX2 className="size-10 text-accent-text" aria-hidden="true" />
      <Heading className={admin ? 'text-xl font-semibold' : 'font-display text-3xl font-semibold'}>
        {title}
      </Heading>
      <p className="text-muted">{text}</p>
      {admin ? (
        <ButtonLink to="/admin?tab=subscription" size="lg">
          {t.choosePlan}
        </ButtonLink>
      ) : (
        shop?.phone && (
          <a
            href={`tel:${shop.phone.replace(/\s+/g, '')}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-text underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            {t.callShop(shop.phone)}
          </a>
        )
      )}
    </Card>
  );
}

/**
 * The gate before a logged-in user's booking form (000 section 2 'Gate for appointment creation', 001 section
 * 6): the limits are checked first, then the form, or the subscription-required screen, or the monthly-limit
 * screen. A failed check shows the form: the server checks the limit again when the booking is sent. Guests
 * never pass here (they have no limit checks).
 */
export function BookingGate({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const limits = useQuery({ ...limitsQuery, retry: false });
  if (limits.isPending) {
    return (
      <Card className="flex min-h-48 items-center justify-center p-4 sm:p-8">
        <p role="status" className="flex items-center gap-3 text-accent-text">
          <Spinner className="size-6" />
          <span className="text-fg">{t.checking}</span>
        </p>
      </Card>
    );
  }
  const check = limits.data;
  if (!check || check.canCreate || check.reason === 'ERROR') return <>{children}</>;
  if (check.reason === 'MONTHLY_LIMIT_REACHED') {
    return <GateScreen title={t.limitTitle} text={admin ? t.limitAdminText : t.limitText} admin={admin} />;
  }
  return (
    <GateScreen
      title={admin ? subscription.usage.requiredTitle : t.requiredTitle}
      text={admin ? t.requiredAdminText : t.requiredText}
      admin={admin}
    />
  );
}

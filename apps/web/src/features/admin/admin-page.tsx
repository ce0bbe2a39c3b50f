import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import {
  CalendarDays,
  CalendarOff,
  Package,
  Receipt,
  Scissors,
  Smartphone,
  UserRound,
  Users,
} from 'lucide-react';
import { ScrollTabList, tabId, tabPanelId, type TabItem } from '../../components/scroll-tab-list';
import { LoadingBlock } from '../../components/loading-block';
import { useAuth } from '../../lib/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { admin } from '../../i18n/admin';
import { adminShop } from '../../i18n/admin-shop';
import { installItalianZodMessages } from '@barber/shared/messages/zod-it';

// The panel's forms validate with zod (loaded with this page): its own messages in Italian too.
installItalianZodMessages();

type TabKey = 'appointments' | 'services' | 'barbers' | 'users' | 'absences' | 'ecommerce' | 'orders' | 'twint';

// Each tab is its own chunk: the admin usually works in one or two of them, so the others are not downloaded.
const panels: Record<TabKey, ComponentType> = {
  appointments: lazy(() =>
    import('./appointments/appointments-tab').then((m) => ({ default: m.AppointmentsTab })),
  ),
  services: lazy(() => import('./services/services-tab').then((m) => ({ default: m.ServicesTab }))),
  barbers: lazy(() => import('./barbers/barbers-tab').then((m) => ({ default: m.BarbersTab }))),
  users: lazy(() => import('./users/users-tab').then((m) => ({ default: m.UsersTab }))),
  absences: lazy(() => import('./absences/absences-tab').then((m) => ({ default: m.AbsencesTab }))),
  // The spec's tab keys: 'ecommerce' (Prodotti) and 'orders' (Ordini).
  ecommerce: lazy(() => import('./products/products-tab').then((m) => ({ default: m.ProductsTab }))),
  orders: lazy(() => import('./orders/orders-tab').then((m) => ({ default: m.OrdersTab }))),
  twint: lazy(() => import('./twint/twint-tab').then((m) => ({ default: m.TwintTab }))),
};

/**
 * The spec's tab order without the tabs whose features do not exist yet (subscription, plans, waiting list,
 * statistics): they are left out rather than shown as empty placeholders, so the
 * calendar is the first tab and the default.
 */
const tabs: readonly TabItem<TabKey>[] = [
  {
    id: 'appointments',
    label: admin.tabs.appointments,
    icon: <CalendarDays className="size-4" aria-hidden="true" />,
  },
  { id: 'services', label: admin.tabs.services, icon: <Scissors className="size-4" aria-hidden="true" /> },
  { id: 'barbers', label: admin.tabs.barbers, icon: <UserRound className="size-4" aria-hidden="true" /> },
  { id: 'users', label: admin.tabs.users, icon: <Users className="size-4" aria-hidden="true" /> },
  { id: 'absences', label: admin.tabs.absences, icon: <CalendarOff className="size-4" aria-hidden="true" /> },
  { id: 'ecommerce', label: adminShop.tabs.products, icon: <Package className="size-4" aria-hidden="true" /> },
  { id: 'orders', label: adminShop.tabs.orders, icon: <Receipt className="size-4" aria-hidden="true" /> },
  { id: 'twint', label: admin.tabs.twint, icon: <Smartphone className="size-4" aria-hidden="true" /> },
];

const isTabKey = (value: string | null): value is TabKey => tabs.some((tab) => tab.id === value);
const ID_PREFIX = 'admin';

/** /admin: the shop's working day in tabs. The chosen tab lives in the URL (?tab=), so a reload keeps it. */
export default function AdminPage() {
  useDocumentTitle(admin.title);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : 'appointments';
  const Panel = panels[selected];

  const select = (tab: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{admin.title}</h1>
        {user && <p className="mt-1 text-muted">{admin.intro(user.firstName)}</p>}
      </header>
      <ScrollTabList
        label={admin.tabsLabel}
        idPrefix={ID_PREFIX}
        tabs={tabs}
        selected={selected}
        onSelect={select}
      />
      <div
        role="tabpanel"
        id={tabPanelId(ID_PREFIX, selected)}
        aria-labelledby={tabId(ID_PREFIX, selected)}
        className="min-w-0"
      >
        <Suspense fallback={<LoadingBlock label={admin.tabLoading} minHeight="min-h-48" />}>
          <Panel />
        </Suspense>
      </div>
    </div>
  );
}

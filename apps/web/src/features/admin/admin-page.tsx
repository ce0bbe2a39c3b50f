import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import {
  BarChart3,
  Bot,
  CalendarDays,
  CalendarOff,
  CreditCard,
  FileUser,
  Layers,
  Inbox,
  Lock,
  ListOrdered,
  Package,
  Receipt,
  Scissors,
  Settings,
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
import { waitingList } from '../../i18n/waiting-list';
import { stats } from '../../i18n/stats';
import { adminSettings } from '../../i18n/admin-settings';
import { adminChatbot } from '../../i18n/admin-chatbot';
import { workWithUs } from '../../i18n/work-with-us';
import { adminRequests } from '../../i18n/admin-requests';
import { installItalianZodMessages } from '@barber/shared/messages/zod-it';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../lib/toast';
import { subscription } from '../../i18n/subscription';
import { LockedPanel } from './subscription/locked-panel';
import { PlanHeader } from './subscription/plan-header';
import { useSubscription } from '../subscription';

// The panel's forms validate with zod (loaded with this page): its own messages in Italian too.
installItalianZodMessages();

type TabKey =
  | 'subscription'
  | 'plans'
  | 'appointments'
  | 'services'
  | 'barbers'
  | 'users'
  | 'absences'
  | 'ecommerce'
  | 'orders'
  | 'twint'
  | 'waitinglist'
  | 'requests'
  | 'chatbot'
  | 'applications'
  | 'stats'
  | 'settings';

// Each tab is its own chunk: the admin usually works in one or two of them, so the others are not downloaded.
const panels: Record<TabKey, ComponentType> = {
  // Subscription plans (issue 12): 'Abbonamento' (management, or the plan chooser without a plan) and 'Piani'.
  subscription: lazy(() =>
    import('./subscription/subscription-tab').then((m) => ({ default: m.SubscriptionTab })),
  ),
  plans: lazy(() => import('./subscription/subscription-tab').then((m) => ({ default: m.PlansTab }))),
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
  waitinglist: lazy(() =>
    import('./waiting-list/waiting-list-tab').then((m) => ({ default: m.WaitingListTab })),
  ),
  // The marketing page's demo and consultation requests (issue 15 item 4); not locked by the plan.
  requests: lazy(() => import('./requests/requests-tab').then((m) => ({ default: m.RequestsTab }))),
  // The virtual assistant's FAQ and unanswered questions (issue 16); not locked by the plan.
  chatbot: lazy(() => import('./chatbot/chatbot-tab').then((m) => ({ default: m.ChatbotTab }))),
  // Job applications from /work-with-us (issue 15 item 5); not locked by the plan.
  applications: lazy(() =>
    import('./applications/applications-tab').then((m) => ({ default: m.ApplicationsTab })),
  ),
  // Statistics (issue 14): Recharts comes with this chunk only.
  stats: lazy(() => import('./stats/stats-tab').then((m) => ({ default: m.StatsTab }))),
  // The shop's settings (issue 13: when the reminders go); not locked by the plan.
  settings: lazy(() => import('./settings/settings-tab').then((m) => ({ default: m.SettingsTab }))),
};

/**
 * The spec's tab order (002 section 2): subscription and plans first. The default tab is chosen when the page
 * opens: 'Abbonamento' while the shop has no active plan (the spec's default), the calendar otherwise, so the
 * owner's working day starts where it always did.
 */
const tabs: readonly TabItem<TabKey>[] = [
  {
    id: 'subscription',
    label: subscription.admin.tabs.subscription,
    icon: <CreditCard className="size-4" aria-hidden="true" />,
  },
  {
    id: 'plans',
    label: subscription.admin.tabs.plans,
    icon: <Layers className="size-4" aria-hidden="true" />,
  },
  {
    id: 'appointments',
    label: admin.tabs.appointments,
    icon: <CalendarDays className="size-4" aria-hidden="true" />,
  },
  { id: 'services', label: admin.tabs.services, icon: <Scissors className="size-4" aria-hidden="true" /> },
  { id: 'barbers', label: admin.tabs.barbers, icon: <UserRound className="size-4" aria-hidden="true" /> },
  { id: 'users', label: admin.tabs.users, icon: <Users className="size-4" aria-hidden="true" /> },
  {
    id: 'waitinglist',
    label: waitingList.admin.title,
    icon: <ListOrdered className="size-4" aria-hidden="true" />,
  },
  { id: 'requests', label: adminRequests.tabLabel, icon: <Inbox className="size-4" aria-hidden="true" /> },
  {
    id: 'applications',
    label: workWithUs.admin.tabLabel,
    icon: <FileUser className="size-4" aria-hidden="true" />,
  },
  { id: 'chatbot', label: adminChatbot.tabLabel, icon: <Bot className="size-4" aria-hidden="true" /> },
  { id: 'stats', label: stats.tabLabel, icon: <BarChart3 className="size-4" aria-hidden="true" /> },
  { id: 'absences', label: admin.tabs.absences, icon: <CalendarOff className="size-4" aria-hidden="true" /> },
  {
    id: 'ecommerce',
    label: adminShop.tabs.products,
    icon: <Package className="size-4" aria-hidden="true" />,
  },
  { id: 'orders', label: adminShop.tabs.orders, icon: <Receipt className="size-4" aria-hidden="true" /> },
  { id: 'twint', label: admin.tabs.twint, icon: <Smartphone className="size-4" aria-hidden="true" /> },
  {
    id: 'settings',
    label: adminSettings.tabLabel,
    icon: <Settings className="size-4" aria-hidden="true" />,
  },
];

const isTabKey = (value: string | null): value is TabKey => tabs.some((tab) => tab.id === value);
const ID_PREFIX = 'admin';

/**
 * Locked without an active plan (000 section 4 'Admin tab gating'); the server refuses their calls too.
 */
const LOCKED: ReadonlySet<string> = new Set(['services', 'barbers', 'users', 'waitinglist', 'stats']);
const LOCK_ICON = <Lock className="size-4" aria-hidden="true" />;

/**
 * The tab opened without ?tab=: fixed once the plan is known for the first time, so a plan activated on this
 * page does not move the admin away from the payment's success screen.
 */
function useDefaultTab(hasAccess: boolean | undefined): TabKey | null {
  const [fallback, setFallback] = useState<TabKey | null>(null);
  useEffect(() => {
    if (fallback === null && hasAccess !== undefined)
      setFallback(hasAccess ? 'appointments' : 'subscription');
  }, [fallback, hasAccess]);
  if (fallback) return fallback;
  return hasAccess === undefined ? null : hasAccess ? 'appointments' : 'subscription';
}

/** 'Piano attivato! Dashboard sbloccata.' when the plan turns active while the page is open. */
function useActivation(hasAccess: boolean | undefined): boolean {
  const previous = useRef<boolean | undefined>(undefined);
  const [activated, setActivated] = useState(false);
  useEffect(() => {
    if (hasAccess === undefined) return;
    if (previous.current === false && hasAccess) {
      setActivated(true);
      toast.success(subscription.admin.activated);
    }
    if (!hasAccess) setActivated(false);
    previous.current = hasAccess;
  }, [hasAccess]);
  return activated;
}

/** /admin: the shop's working day in tabs. The chosen tab lives in the URL (?tab=), so a reload keeps it. */
export default function AdminPage() {
  useDocumentTitle(admin.title);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const plan = useSubscription();
  // A failed access check counts as no plan (000 section 8: 'Errore nel controllo accesso', 'Errore di connessione').
  const accessFailed = !plan.access && !!plan.accessError;
  const hasAccess = plan.access ? plan.access.hasAccess : accessFailed ? false : undefined;
  useEffect(() => {
    if (accessFailed) toast.error(subscription.admin.accessCheckError);
  }, [accessFailed]);
  const activated = useActivation(hasAccess);
  const fallback = useDefaultTab(hasAccess);
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : (fallback ?? 'appointments');
  const isLocked = (tab: string) => hasAccess === false && LOCKED.has(tab);
  // Until the plan is known a locked area is not opened (its calls would be refused), nor is the default chosen.
  const waiting = hasAccess === undefined && (!isTabKey(requested) || LOCKED.has(selected));
  const locked = isLocked(selected);
  const Panel = panels[selected];
  const shownTabs = tabs.map((tab) => (isLocked(tab.id) ? { ...tab, icon: LOCK_ICON } : tab));

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
        <PlanHeader access={plan.access} usage={plan.usage} />
      </header>
      {activated && (
        <FormAlert tone="success">
          <p className="font-semibold">{subscription.admin.activated}</p>
        </FormAlert>
      )}
      <ScrollTabList
        label={admin.tabsLabel}
        idPrefix={ID_PREFIX}
        tabs={shownTabs}
        selected={selected}
        onSelect={select}
      />
      <div
        role="tabpanel"
        id={tabPanelId(ID_PREFIX, selected)}
        aria-labelledby={tabId(ID_PREFIX, selected)}
        className="min-w-0"
      >
        {waiting ? (
          <LoadingBlock label={admin.tabLoading} minHeight="min-h-48" />
        ) : locked ? (
          <LockedPanel
            message={accessFailed ? subscription.admin.connectionError : plan.access?.message}
            onChoosePlan={() => select('subscription')}
          />
        ) : (
          <Suspense fallback={<LoadingBlock label={admin.tabLoading} minHeight="min-h-48" />}>
            <Panel />
          </Suspense>
        )}
      </div>
    </div>
  );
}

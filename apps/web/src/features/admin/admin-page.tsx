import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { tabId, tabPanelId } from '../../components/scroll-tab-list';
import { LoadingBlock } from '../../components/loading-block';
import { useAuth } from '../../lib/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { admin } from '../../i18n/admin';
import { installPageValidation } from '../../lib/validation-language';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../lib/toast';
import { useActivation, useDefaultTab } from './use-admin-plan';
import { subscription } from '../../i18n/subscription';
import { LockedPanel } from './subscription/locked-panel';
import { PlanHeader } from './subscription/plan-header';
import { useSubscription } from '../subscription';
import { ADMIN_ID_PREFIX, AdminNav } from './admin-nav';
import { SECTION_TABS, isTabKey, sectionOf, tabAt, tabPath, type TabKey } from './admin-sections';

// The panel's forms validate with zod (loaded with this page): its messages in the page's language.
installPageValidation();

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
 * Locked without an active plan (000 section 4 'Admin tab gating'); the server refuses their calls too.
 */
const LOCKED: ReadonlySet<string> = new Set(['services', 'barbers', 'users', 'waitinglist', 'stats']);

/** The address's search without the old ?tab= (the tab now lives in the path). */
function searchWithoutTab(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete('tab');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * /admin: the shop's working day in sections and tabs, each at its own address (/admin/team/barbers); /admin, a
 * section's address and the spec's ?tab= links are completed to a tab's address in place.
 */
export default function AdminPage() {
  useDocumentTitle(admin.title);
  const { user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const plan = useSubscription();
  // A failed access check counts as no plan (000 section 8: 'Errore nel controllo accesso', 'Errore di connessione').
  const accessFailed = !plan.access && !!plan.accessError;
  const hasAccess = plan.access ? plan.access.hasAccess : accessFailed ? false : undefined;
  useEffect(() => {
    if (accessFailed) toast.error(subscription.admin.accessCheckError);
  }, [accessFailed]);
  const activated = useActivation(hasAccess);
  const fallback = useDefaultTab(hasAccess);
  const atPath = tabAt(useParams()['*'] ?? '');
  const oldTab = params.get('tab');
  const requested: TabKey | null = atPath?.tab ?? (isTabKey(oldTab) ? oldTab : null);
  const selected: TabKey = requested ?? fallback ?? 'appointments';
  // The address is completed to the tab's own once the tab is known (a reload then returns to it), before the
  // panel mounts: a click into a panel mounted at the old address could be lost with it.
  const target = requested ?? fallback;
  const settled = atPath?.exact === true && !oldTab;
  const completed = target && !settled ? `${tabPath(target)}${searchWithoutTab(params)}${hash}` : null;
  const isLocked = (tab: string) => hasAccess === false && LOCKED.has(tab);
  // Until the plan is known a locked area is not opened (its calls would be refused), nor is the default chosen.
  const waiting = hasAccess === undefined && (!requested || LOCKED.has(selected));
  const locked = isLocked(selected);
  const Panel = panels[selected];
  const select = (tab: TabKey) => void navigate(tabPath(tab));
  const single = SECTION_TABS[sectionOf(selected)].length === 1;

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
      <AdminNav selected={selected} isLocked={isLocked} onSelect={select} />
      <div
        // A section of one tab has no tab list, so no tab panel either: its own heading names it.
        role={single ? undefined : 'tabpanel'}
        id={tabPanelId(ADMIN_ID_PREFIX, selected)}
        aria-labelledby={single ? undefined : tabId(ADMIN_ID_PREFIX, selected)}
        className="min-w-0"
      >
        {completed ? (
          <Navigate to={completed} replace />
        ) : waiting ? (
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

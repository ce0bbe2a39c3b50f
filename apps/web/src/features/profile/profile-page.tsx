import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Package, UserRound } from 'lucide-react';
import { LoadingBlock } from '../../components/loading-block';
import { tabId, tabPanelId } from '../../components/scroll-tab-list';
import { useAuth } from '../../lib/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { profile } from '../../i18n/profile';
import { PersonalTab } from './personal-tab';
import { ProfileTabs, type ProfileTab } from './profile-tabs';
import { useOrderUpdates } from './use-order-updates';
import { useAppointmentReminders } from '../notifications';

// The orders tab is the page's heavier half (cards, details modal): its own chunk.
const OrdersTab = lazy(() => import('./orders-tab').then((m) => ({ default: m.OrdersTab })));

type TabKey = 'personali' | 'ordini';

const tabs: readonly ProfileTab<TabKey>[] = [
  { id: 'personali', label: profile.tabs.personal, icon: <UserRound className="size-4" aria-hidden="true" /> },
  { id: 'ordini', label: profile.tabs.orders, icon: <Package className="size-4" aria-hidden="true" /> },
];

/** The page opens on the personal data, the spec's first tab; ?tab=personali and ?tab=ordini link to either. */
const DEFAULT_TAB: TabKey = 'personali';
const ID_PREFIX = 'profile';
const isTabKey = (value: string | null): value is TabKey => tabs.some((tab) => tab.id === value);

/** /profile (001 section 2): the customer's data and their shop orders, in two tabs kept in the URL. */
export default function ProfilePage() {
  useDocumentTitle(profile.title);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : DEFAULT_TAB;
  useOrderUpdates();
  useAppointmentReminders();

  const select = (tab: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{profile.title}</h1>
        <p className="mt-1 text-muted">{profile.intro(user.firstName)}</p>
      </header>
      <ProfileTabs
        label={profile.tabsLabel}
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
        {selected === 'personali' ? (
          <PersonalTab user={user} />
        ) : (
          <Suspense fallback={<LoadingBlock label={profile.tabLoading} minHeight="min-h-48" />}>
            <OrdersTab />
          </Suspense>
        )}
      </div>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3, CalendarClock, CalendarDays, Footprints, LogOut, RefreshCw, Scissors, UserRound } from 'lucide-react';
import type { User } from '@barber/shared/schemas/auth';
import type { Barber } from '@barber/shared/schemas/catalog';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { ScrollTabList, tabId, tabPanelId, type TabItem } from '../../components/scroll-tab-list';
import { SelectField } from '../../components/select-field';
import { LoadingBlock } from '../../components/loading-block';
import { useAuth } from '../../lib/auth-context';
import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { barber as b } from '../../i18n/barber';
import { stats } from '../../i18n/stats';
import { AppointmentsTab } from './appointments-tab';
import { ProfileTab } from './profile-tab';
import { ScheduleTab } from './schedule-tab';
import { ServicesTab } from './services-tab';
import { usePanelBarber } from './use-panel-barber';
import { useAppointmentNotices } from './use-appointment-notices';
import { installPageValidation } from '../../lib/validation-language';
import { QueueTab } from '../walk-ins';
import { walkIns } from '../../i18n/walk-ins';

// The panel's forms validate with zod (loaded with this page): its messages in the page's language.
installPageValidation();

// The statistics tab (issue 14) and Recharts with it: fetched only when the barber opens 'Statistiche'.
const StatsTab = lazy(() => import('./stats-tab').then((m) => ({ default: m.StatsTab })));

type TabKey = 'appointments' | 'queue' | 'schedule' | 'services' | 'stats' | 'profile';

const tabs: readonly TabItem<TabKey>[] = [
  {
    id: 'appointments',
    label: b.tabs.appointments,
    icon: <CalendarDays className="size-4" aria-hidden="true" />,
  },
  // The walk-in queue (ADR 0063): 'Chiama il prossimo', 'Inizia', 'Fatto', 'Non presente'.
  { id: 'queue', label: walkIns.panel.tab, icon: <Footprints className="size-4" aria-hidden="true" /> },
  { id: 'schedule', label: b.tabs.schedule, icon: <CalendarClock className="size-4" aria-hidden="true" /> },
  { id: 'services', label: b.tabs.services, icon: <Scissors className="size-4" aria-hidden="true" /> },
  { id: 'stats', label: stats.barberPanel.title, icon: <BarChart3 className="size-4" aria-hidden="true" /> },
  { id: 'profile', label: b.tabs.profile, icon: <UserRound className="size-4" aria-hidden="true" /> },
];
const isTabKey = (value: string | null): value is TabKey => tabs.some((tab) => tab.id === value);
const ID_PREFIX = 'barber';

/** /barber: the barber's working day. Tab and (for an admin) the chosen barber live in the URL. */
export default function BarberPage() {
  useDocumentTitle(b.title);
  const { user } = useAuth();
  return user ? <BarberPanel user={user} /> : null;
}

function BarberPanel({ user }: { user: User }) {
  const { signOut } = useAuth();
  const [params, setParams] = useSearchParams();
  const { data: shop } = useShopInfo();
  const timeZone = shop?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = todayInZone(new Date(), timeZone);
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : 'appointments';

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const panel = usePanelBarber(user, params.get('barber'));
  // Bookings, cancellations and moves of this barber's appointments: a toast, and the list reloads.
  useAppointmentNotices();

  const header = (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{b.title}</h1>
        <p className="mt-1 text-lg text-muted">{`${user.firstName} ${user.lastName}`.trim()}</p>
      </div>
      {(panel.state === 'choose' || (panel.state === 'ready' && panel.choices)) && (
        <BarberChooser
          choices={panel.state === 'choose' ? panel.choices : (panel.choices ?? [])}
          value={panel.state === 'ready' ? panel.barberId : ''}
          onChange={(id) => setParam('barber', id)}
        />
      )}
    </header>
  );

  let body;
  if (panel.state === 'loading') {
    body = <LoadingBlock label={b.loading} minHeight="min-h-48" />;
  } else if (panel.state === 'missing') {
    body = (
      <FormAlert>
        <p className="font-semibold">{b.access.notFound}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          {b.logout}
        </Button>
      </FormAlert>
    );
  } else if (panel.state === 'error') {
    body = (
      <FormAlert>
        <p className="font-semibold">{b.access.loadError(panel.message || b.schedule.errors.load)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={panel.retry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {b.retry}
        </Button>
      </FormAlert>
    );
  } else if (panel.state === 'choose') {
    body = <p className="text-muted">{b.access.chooseBarberHint}</p>;
  } else {
    const { barberId } = panel;
    body = (
      <>
        <ScrollTabList
          label={b.tabsLabel}
          idPrefix={ID_PREFIX}
          tabs={tabs}
          selected={selected}
          onSelect={(tab) => setParam('tab', tab)}
        />
        <div
          role="tabpanel"
          id={tabPanelId(ID_PREFIX, selected)}
          aria-labelledby={tabId(ID_PREFIX, selected)}
          className="min-w-0"
        >
          {selected === 'appointments' && (
            <AppointmentsTab key={barberId} barberId={barberId} today={today} timeZone={timeZone} />
          )}
          {selected === 'queue' && <QueueTab key={barberId} barberId={barberId} />}
          {selected === 'schedule' && <ScheduleTab barberId={barberId} today={today} />}
          {selected === 'services' && <ServicesTab key={barberId} barberId={barberId} />}
          {selected === 'stats' && (
            <Suspense fallback={<LoadingBlock label={b.loading} minHeight="min-h-48" />}>
              <StatsTab key={barberId} barberId={barberId} />
            </Suspense>
          )}
          {selected === 'profile' && <ProfileTab />}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      {header}
      {body}
    </div>
  );
}

function BarberChooser({
  choices,
  value,
  onChange,
}: {
  choices: readonly Barber[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      label={b.access.chooseBarber}
      className="sm:w-72"
      placeholder={b.access.chooseBarberPlaceholder}
      options={choices.map((c) => ({ value: c._id, label: `${c.firstName} ${c.lastName}` }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

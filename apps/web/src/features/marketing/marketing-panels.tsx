import type { ReactNode } from 'react';
import {
  Bell,
  Bot,
  CalendarDays,
  ChartColumn,
  CreditCard,
  LayoutDashboard,
  ListChecks,
  Lock,
  PhoneOff,
  Repeat,
  Scissors,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  TrendingUp,
  UserCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { tabId, tabPanelId } from '../../components/scroll-tab-list';
import { marketing as t } from '../../i18n/marketing';
import { PREFIX, type TabKey } from './marketing-tabs';

const PANEL_ICONS = [LayoutDashboard, Scissors, Smartphone];
const FEATURE_ICONS = [
  CalendarDays,
  ShieldCheck,
  CreditCard,
  ShoppingBag,
  ListChecks,
  Bell,
  ChartColumn,
  Bot,
];
const BENEFIT_ICONS = [PhoneOff, UserCheck, Repeat, Wallet, TrendingUp, Lock];

/** One tab's panel, always in the page (its anchor id exists) but hidden unless selected. */
export function TabPanel({ id, selected, children }: { id: TabKey; selected: TabKey; children: ReactNode }) {
  return (
    <div id={id} hidden={id !== selected}>
      <div
        role="tabpanel"
        id={tabPanelId(PREFIX, id)}
        aria-labelledby={tabId(PREFIX, id)}
        tabIndex={0}
        className="pt-8"
      >
        {children}
      </div>
    </div>
  );
}

export function SectionTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h2 className="font-display text-3xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
    </div>
  );
}

/**
 * A list of titled items, each with the icon at its place: the texts come from the catalogue, the icons from here.
 */
function IconList<T extends { title: string }>({
  items,
  icons,
  className,
  itemClassName,
  children,
}: {
  items: readonly T[];
  icons: readonly LucideIcon[];
  className: string;
  itemClassName: string;
  children: (item: T, Icon: LucideIcon) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={itemClassName}>
          {children(item, icons[index]!)}
        </li>
      ))}
    </ul>
  );
}

/** 'Funzionalità': the three panels (admin, barber, customer) and the grid of features. */
export function FeaturesContent() {
  return (
    <>
      <SectionTitle title={t.features.title} intro={t.features.intro} />
      <IconList
        items={t.features.panels}
        icons={PANEL_ICONS}
        className="mt-6 grid gap-4 md:grid-cols-3"
        itemClassName="rounded-2xl border border-border bg-surface p-5"
      >
        {(panel, Icon) => (
          <>
            <Icon className="size-8 text-accent-text" aria-hidden="true" />
            <h3 className="mt-3 text-xl font-semibold">{panel.title}</h3>
            <p className="text-sm text-muted">{panel.subtitle}</p>
            <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5">
              {panel.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </IconList>
      <h3 className="mt-10 text-xl font-semibold">{t.features.gridTitle}</h3>
      <IconList
        items={t.features.grid}
        icons={FEATURE_ICONS}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="rounded-xl bg-surface-2 p-4"
      >
        {(feature, Icon) => (
          <>
            <Icon className="size-6 text-accent-text" aria-hidden="true" />
            <p className="mt-2 font-semibold">{feature.title}</p>
            <p className="mt-1 text-sm text-muted">{feature.text}</p>
          </>
        )}
      </IconList>
    </>
  );
}

/** 'Vantaggi': what the salon gains. */
export function BenefitsContent() {
  return (
    <>
      <SectionTitle title={t.benefits.title} intro={t.benefits.intro} />
      <IconList
        items={t.benefits.items}
        icons={BENEFIT_ICONS}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="flex gap-4 rounded-2xl border border-border bg-surface p-5"
      >
        {(benefit, Icon) => (
          <>
            <Icon className="size-7 shrink-0 text-accent-text" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-muted">{benefit.text}</p>
            </div>
          </>
        )}
      </IconList>
    </>
  );
}

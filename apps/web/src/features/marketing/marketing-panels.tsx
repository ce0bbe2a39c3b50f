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

/** 'Funzionalità': the three panels (admin, barber, customer) and the grid of features. */
export function FeaturesContent() {
  return (
    <>
      <SectionTitle title={t.features.title} intro={t.features.intro} />
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {t.features.panels.map((panel, index) => {
          const Icon = PANEL_ICONS[index]!;
          return (
            <li key={panel.title} className="rounded-2xl border border-border bg-surface p-5">
              <Icon className="size-8 text-accent-text" aria-hidden="true" />
              <h3 className="mt-3 text-xl font-semibold">{panel.title}</h3>
              <p className="text-sm text-muted">{panel.subtitle}</p>
              <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5">
                {panel.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-10 text-xl font-semibold">{t.features.gridTitle}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {t.features.grid.map((feature, index) => {
          const Icon = FEATURE_ICONS[index]!;
          return (
            <li key={feature.title} className="rounded-xl bg-surface-2 p-4">
              <Icon className="size-6 text-accent-text" aria-hidden="true" />
              <p className="mt-2 font-semibold">{feature.title}</p>
              <p className="mt-1 text-sm text-muted">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** 'Vantaggi': what the salon gains. */
export function BenefitsContent() {
  return (
    <>
      <SectionTitle title={t.benefits.title} intro={t.benefits.intro} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {t.benefits.items.map((benefit, index) => {
          const Icon = BENEFIT_ICONS[index]!;
          return (
            <li key={benefit.title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
              <Icon className="size-7 shrink-0 text-accent-text" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-muted">{benefit.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

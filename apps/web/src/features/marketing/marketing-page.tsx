import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  Bot,
  CalendarDays,
  ChartColumn,
  CreditCard,
  ExternalLink,
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
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { ScrollTabList, tabId, tabPanelId, type TabItem } from '../../components/scroll-tab-list';
import { TextLink } from '../../components/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { marketing as t } from '../../i18n/marketing';
import { marketingPlansQuery } from './marketing-api';

// The demo request (its form and the dialog code under it) loads the first time 'Richiedi una Demo' is tapped.
const DemoDialog = lazy(() => import('./demo-dialog').then((m) => ({ default: m.DemoDialog })));
// The ROI calculator and the plans sit in tabs hidden at first: each loads when its tab is first shown.
const RoiCalculator = lazy(() => import('./roi-calculator').then((m) => ({ default: m.RoiCalculator })));
const PricingPlans = lazy(() => import('./pricing-plans').then((m) => ({ default: m.PricingPlans })));

/** The four tabs and the hash anchor each answers to (001 section 2: features, benefits, roi, pricing). */
type TabKey = 'features' | 'benefits' | 'roi' | 'pricing';
const TABS: readonly TabItem<TabKey>[] = [
  { id: 'features', label: t.tabs.features },
  { id: 'benefits', label: t.tabs.benefits },
  { id: 'roi', label: t.tabs.roi },
  { id: 'pricing', label: t.tabs.pricing },
];
const isTab = (value: string): value is TabKey => TABS.some((tab) => tab.id === value);
const PREFIX = 'mk';

const NAV: readonly { anchor: TabKey | 'testimonials'; label: string }[] = [
  { anchor: 'features', label: t.nav.features },
  { anchor: 'benefits', label: t.nav.benefits },
  { anchor: 'roi', label: t.nav.roi },
  { anchor: 'testimonials', label: t.nav.testimonials },
  { anchor: 'pricing', label: t.nav.pricing },
];

const PANEL_ICONS = [LayoutDashboard, Scissors, Smartphone];
const FEATURE_ICONS = [CalendarDays, ShieldCheck, CreditCard, ShoppingBag, ListChecks, Bell, ChartColumn, Bot];
const BENEFIT_ICONS = [PhoneOff, UserCheck, Repeat, Wallet, TrendingUp, Lock];

/**
 * /marketing-barber-system (001 section 2, issue 15 item 4): the booking system sold to other salon owners. The
 * hash (#features, #benefits, #roi, #pricing) selects the tab and scrolls to it; #testimonials scrolls to the
 * testimonials. 'Richiedi una Demo' opens the demo request; the live demo is this shop's own site.
 */
export default function MarketingPage() {
  useDocumentTitle(t.documentTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const anchor = location.hash.replace(/^#/, '');
  const [tab, setTab] = useState<TabKey>(isTab(anchor) ? anchor : 'features');
  const [demoOpen, setDemoOpen] = useState(false);
  // Once opened, the dialog stays mounted so its closing (focus back, form cleared) runs as before.
  const [demoUsed, setDemoUsed] = useState(false);
  if (demoOpen && !demoUsed) setDemoUsed(true);
  // The tabs shown so far: a hidden tab's content loads (and stays) once the tab has been shown.
  const [shown, setShown] = useState<ReadonlySet<TabKey>>(() => new Set([tab]));
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));
  const tabsSection = useRef<HTMLElement>(null);
  const testimonials = useRef<HTMLElement>(null);
  const plans = useQuery(marketingPlansQuery);
  const cheapest = plans.data?.reduce<(typeof plans.data)[number] | null>(
    (best, plan) => (best === null || plan.price < best.price ? plan : best),
    null,
  );

  // A hash (a link here, the address bar, the back button) picks its tab and brings its section into view.
  useEffect(() => {
    if (!anchor) return;
    if (isTab(anchor)) setTab(anchor);
    const target = anchor === 'testimonials' ? testimonials.current : isTab(anchor) ? tabsSection.current : null;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [anchor, location.key]);

  const selectTab = (next: TabKey) => {
    setTab(next);
    // The address follows the tab (shareable), without a history entry per click and without scrolling.
    window.history.replaceState(window.history.state, '', `#${next}`);
  };

  const openDemo = () => setDemoOpen(true);

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-b from-hero-from to-hero-to">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-14 sm:py-20">
          <p className="font-semibold tracking-wide text-accent-text uppercase">{t.hero.eyebrow}</p>
          <h1 className="max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-5xl">{t.hero.title}</h1>
          <p className="max-w-2xl text-lg text-muted">{t.hero.text}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={openDemo}>
              {t.hero.requestDemo}
            </Button>
            <ButtonLink to="/" variant="secondary" size="lg" aria-describedby="mk-live-demo-hint">
              <ExternalLink className="size-5" aria-hidden="true" />
              {t.hero.liveDemo}
            </ButtonLink>
          </div>
          <p id="mk-live-demo-hint" className="text-sm text-muted">
            {t.hero.liveDemoHint}
          </p>
        </div>
      </section>

      <nav aria-label={t.nav.label} className="border-b border-border bg-surface">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 gap-y-1 px-2 py-2">
          {NAV.map((item) => (
            <li key={item.anchor}>
              <a
                href={`#${item.anchor}`}
                className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-fg hover:bg-surface-2"
                onClick={(event) => {
                  event.preventDefault();
                  void navigate({ hash: item.anchor }, { replace: anchor !== '', preventScrollReset: true });
                }}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section ref={tabsSection} aria-label={t.tabs.label} className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-10">
        <ScrollTabList label={t.tabs.label} idPrefix={PREFIX} tabs={TABS} selected={tab} onSelect={selectTab} />
        <TabPanel id="features" selected={tab}>
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
        </TabPanel>
        <TabPanel id="benefits" selected={tab}>
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
        </TabPanel>
        <TabPanel id="roi" selected={tab}>
          <SectionTitle title={t.roi.title} intro={t.roi.intro} />
          <div className="mt-6">
            {shown.has('roi') && (
              <Suspense fallback={null}>
                <RoiCalculator plan={cheapest ? { displayName: cheapest.displayName, price: cheapest.price } : null} />
              </Suspense>
            )}
          </div>
        </TabPanel>
        <TabPanel id="pricing" selected={tab}>
          <SectionTitle title={t.pricing.title} intro={t.pricing.intro} />
          <div className="mt-8">
            {shown.has('pricing') && (
              <Suspense fallback={null}>
                <PricingPlans onRequestDemo={openDemo} />
              </Suspense>
            )}
          </div>
        </TabPanel>
      </section>

      <section
        ref={testimonials}
        id="testimonials"
        aria-labelledby="mk-testimonials-title"
        className="mx-auto mt-16 max-w-6xl scroll-mt-20 px-4"
      >
        <h2 id="mk-testimonials-title" className="font-display text-3xl font-semibold">
          {t.testimonials.title}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {t.testimonials.items.map((item) => (
            <li key={item.name} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
              <blockquote className="text-lg">“{item.text}”</blockquote>
              <div className="mt-auto flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-soft-fg"
                >
                  {item.initials}
                </span>
                <p>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted">{item.role}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mk-cta-title" className="mx-auto mt-16 max-w-6xl px-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-surface-2 p-6 sm:p-10">
          <h2 id="mk-cta-title" className="font-display text-3xl font-semibold">
            {t.cta.title}
          </h2>
          <p className="text-muted">{t.cta.text}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={openDemo}>
              {t.hero.requestDemo}
            </Button>
            <ButtonLink to="/" variant="secondary" size="lg">
              {t.hero.liveDemo}
            </ButtonLink>
          </div>
        </div>
        <p className="mt-8">
          <TextLink to="/">{t.footer.home}</TextLink>
        </p>
      </section>

      {demoUsed && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </div>
  );
}

/** One tab's panel, always in the page (its anchor id exists) but hidden unless selected. */
function TabPanel({ id, selected, children }: { id: TabKey; selected: TabKey; children: ReactNode }) {
  return (
    <div id={id} hidden={id !== selected}>
      <div role="tabpanel" id={tabPanelId(PREFIX, id)} aria-labelledby={tabId(PREFIX, id)} tabIndex={0} className="pt-8">
        {children}
      </div>
    </div>
  );
}

function SectionTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h2 className="font-display text-3xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
    </div>
  );
}

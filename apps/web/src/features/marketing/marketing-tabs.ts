import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { TabItem } from '../../components/scroll-tab-list';
import { marketing as t } from '../../i18n/marketing';

/** The four tabs and the hash anchor each answers to (001 section 2: features, benefits, roi, pricing). */
export type TabKey = 'features' | 'benefits' | 'roi' | 'pricing';
export const TABS: readonly TabItem<TabKey>[] = [
  { id: 'features', label: t.tabs.features },
  { id: 'benefits', label: t.tabs.benefits },
  { id: 'roi', label: t.tabs.roi },
  { id: 'pricing', label: t.tabs.pricing },
];
const isTab = (value: string): value is TabKey => TABS.some((tab) => tab.id === value);
export const PREFIX = 'mk';

/**
 * The page's tab as the address says: the hash (a link here, the address bar, the back button) picks its tab and
 * brings its section (or the testimonials) into view; choosing a tab puts it in the address. `shown` are the tabs
 * shown so far: a hidden tab's content loads (and stays) once the tab has been shown.
 */
export function useMarketingTabs() {
  const location = useLocation();
  const anchor = location.hash.replace(/^#/, '');
  const [tab, setTab] = useState<TabKey>(isTab(anchor) ? anchor : 'features');
  const [shown, setShown] = useState<ReadonlySet<TabKey>>(() => new Set([tab]));
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));
  const tabsSection = useRef<HTMLElement>(null);
  const testimonials = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!anchor) return;
    if (isTab(anchor)) setTab(anchor);
    const target =
      anchor === 'testimonials' ? testimonials.current : isTab(anchor) ? tabsSection.current : null;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [anchor, location.key]);

  const selectTab = (next: TabKey) => {
    setTab(next);
    // The address follows the tab (shareable), without a history entry per click and without scrolling.
    window.history.replaceState(window.history.state, '', `#${next}`);
  };

  return { anchor, tab, selectTab, shown, tabsSection, testimonials };
}

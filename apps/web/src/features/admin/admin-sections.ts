/**
 * The admin's 16 tabs grouped into seven sections that fit a phone (issue 27 item 10), each tab at its own address:
 * /admin/<section>/<tab>, or /admin/<section> for a section of one tab. The spec's tab keys (?tab=barbers) stay
 * the tabs' names, so an old link is sent on to the new address.
 */
export const TAB_KEYS = [
  'appointments',
  'absences',
  'waitinglist',
  'users',
  'requests',
  'chatbot',
  'barbers',
  'services',
  'applications',
  'ecommerce',
  'orders',
  'twint',
  'subscription',
  'plans',
  'stats',
  'settings',
] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const SECTION_KEYS = ['calendar', 'customers', 'team', 'shop', 'payments', 'stats', 'settings'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Each section's tabs, the first one opened when the section is chosen. */
export const SECTION_TABS: Record<SectionKey, readonly TabKey[]> = {
  calendar: ['appointments', 'absences', 'waitinglist'],
  customers: ['users', 'requests', 'chatbot'],
  team: ['barbers', 'services', 'applications'],
  shop: ['ecommerce', 'orders'],
  payments: ['twint', 'subscription', 'plans'],
  stats: ['stats'],
  settings: ['settings'],
};

export const isTabKey = (value: string | null | undefined): value is TabKey =>
  (TAB_KEYS as readonly string[]).includes(value ?? '');
const isSectionKey = (value: string | undefined): value is SectionKey =>
  (SECTION_KEYS as readonly string[]).includes(value ?? '');

export function sectionOf(tab: TabKey): SectionKey {
  return SECTION_KEYS.find((section) => SECTION_TABS[section].includes(tab)) ?? 'calendar';
}

/** '/admin/team/barbers'; '/admin/stats' for a section of one tab. */
export function tabPath(tab: TabKey): string {
  const section = sectionOf(tab);
  return SECTION_TABS[section].length === 1 ? `/admin/${section}` : `/admin/${section}/${tab}`;
}

/**
 * What the part of the address after /admin/ names: a tab (exact: the address is the tab's own), or a section
 * only (its first tab, the address to be completed), or nothing known.
 */
export function tabAt(rest: string): { tab: TabKey; exact: boolean } | null {
  const [section, tab, ...more] = rest.split('/').filter(Boolean);
  if (!isSectionKey(section) || more.length > 0) return null;
  const tabs = SECTION_TABS[section];
  if (tab === undefined) return { tab: tabs[0]!, exact: tabs.length === 1 };
  return isTabKey(tab) && tabs.includes(tab) && tabs.length > 1 ? { tab, exact: true } : null;
}

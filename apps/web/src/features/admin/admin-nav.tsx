import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { ScrollTabList } from '../../components/scroll-tab-list';
import { admin } from '../../i18n/admin';
import { SECTION_KEYS, SECTION_TABS, sectionOf, tabPath, type TabKey } from './admin-sections';
import { SECTION_LOOKS, TAB_LOOKS } from './admin-tabs';

export const ADMIN_ID_PREFIX = 'admin';

interface AdminNavProps {
  selected: TabKey;
  /** Tabs locked without an active plan: shown with a lock. */
  isLocked: (tab: TabKey) => boolean;
  onSelect: (tab: TabKey) => void;
}

/**
 * The dashboard's two levels (issue 27 item 10): seven sections as links (four and three to a row on a phone, one
 * row from a tablet on), then the chosen section's tabs when it has more than one. Every section and tab has its
 * own address, so a link, a reload or the back button returns to it.
 */
export function AdminNav({ selected, isLocked, onSelect }: AdminNavProps) {
  const current = sectionOf(selected);
  const tabs = SECTION_TABS[current];
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={admin.tabsLabel}>
        <ul className="grid grid-cols-12 gap-1 rounded-xl bg-surface-2 p-1 sm:flex sm:flex-wrap">
          {SECTION_KEYS.map((section, index) => {
            const { label, icon: Icon } = SECTION_LOOKS[section];
            const active = section === current;
            return (
              // On a phone four to the first row and three, wider, to the second: 'Impostazioni' fits whole.
              <li key={section} className={`min-w-0 sm:flex-1 ${index < 4 ? 'col-span-3' : 'col-span-4'}`}>
                <Link
                  to={tabPath(SECTION_TABS[section][0]!)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-14 flex-col items-center justify-center gap-1 rounded-lg px-1 text-center text-xs font-semibold sm:min-h-11 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm ${
                    active ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface'
                  } focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus`}
                >
                  <Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />
                  <span className="max-w-full truncate">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tabs.length > 1 && (
        <ScrollTabList
          label={admin.sectionTabsLabel(SECTION_LOOKS[current].label)}
          idPrefix={ADMIN_ID_PREFIX}
          tabs={tabs.map((id) => {
            const Icon = isLocked(id) ? Lock : TAB_LOOKS[id].icon;
            return { id, label: TAB_LOOKS[id].label, icon: <Icon className="size-4" aria-hidden="true" /> };
          })}
          selected={selected}
          onSelect={onSelect}
        />
      )}
    </div>
  );
}

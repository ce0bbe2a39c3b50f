import type { KeyboardEvent, ReactNode } from 'react';
import { tabForKey, tabId, type TabItem } from '../../components/scroll-tab-list';
import { TabButton } from '../../components/tab-button';

/** A tab of the page, as the panels' tab lists take them (the icon shows from the small breakpoint up). */
export type ProfileTab<K extends string> = TabItem<K> & { icon: ReactNode };

interface ProfileTabsProps<K extends string> {
  label: string;
  idPrefix: string;
  tabs: readonly ProfileTab<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

/**
 * The page's two tabs side by side, each half the width: on a 390 px phone they share the row (a label may
 * wrap) instead of scrolling a strip that hides half of the first tab, as the panels' many-tab list would.
 * WAI-ARIA tabs: arrow keys, Home and End move and select; only the selected tab is in the tab order.
 */
export function ProfileTabs<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: ProfileTabsProps<K>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabForKey(event, tabs, selected);
    if (!tab) return;
    onSelect(tab.id);
    document.getElementById(tabId(idPrefix, tab.id))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className="grid grid-cols-2 border-b border-border sm:flex sm:gap-1"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <TabButton
          key={tab.id}
          idPrefix={idPrefix}
          id={tab.id}
          selected={selected}
          onSelect={onSelect}
          className="justify-center px-2 py-2 text-center leading-tight sm:px-4"
        >
          <span className="hidden sm:inline-flex">{tab.icon}</span>
          {tab.label}
        </TabButton>
      ))}
    </div>
  );
}

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: string;
  icon?: ReactNode;
}

/** The ids a tab and its panel share, so the panel can point back at its tab (aria-labelledby). */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

interface ScrollTabListProps<K extends string> {
  /** Names the tab list for screen readers ("Sezioni della dashboard"). */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

/**
 * A WAI-ARIA tab list that scrolls sideways when the tabs do not fit (a 390 px phone), instead of wrapping
 * into rows or pushing the page wider. Arrow keys, Home and End move between tabs and select them; only the
 * selected tab is in the tab order.
 */
export function ScrollTabList<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: ScrollTabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  // Keeps the selected tab visible when it was chosen from elsewhere (a link, the URL) on a narrow screen.
  useEffect(() => {
    buttons.current.get(selected)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex min-w-max gap-1 border-b border-border"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              id={tabId(idPrefix, tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={tabPanelId(idPrefix, tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold whitespace-nowrap transition-colors ${
                isSelected
                  ? 'border-accent text-accent-text'
                  : 'border-transparent text-muted hover:border-input-border hover:text-fg'
              }`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

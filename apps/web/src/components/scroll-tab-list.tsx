import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { panels } from '../i18n/panels';
import { TabButton } from './tab-button';

export interface TabItem<K extends string> {
  id: K;
  label: string;
  icon?: ReactNode;
}

export { tabId, tabPanelId } from './tab-ids';

/**
 * WAI-ARIA tabs' keys: arrows move (wrapping), Home and End jump; the tab they reach is selected. Answers that tab,
 * or undefined for any other key (the event is then left alone). Shared by every tab list of the app.
 */
export function tabForKey<T extends { id: string }>(
  event: KeyboardEvent,
  tabs: readonly T[],
  selected: string,
): T | undefined {
  const index = tabs.findIndex((tab) => tab.id === selected);
  const last = tabs.length - 1;
  const target = {
    ArrowRight: index >= last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  const tab = target === undefined ? undefined : tabs[target];
  if (tab) event.preventDefault();
  return tab;
}

interface ScrollTabListProps<K extends string> {
  /** Names the tab list for screen readers ("Sezioni della dashboard"). */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

/** Whether the strip has tabs hidden to its left and right; a pixel of slack absorbs sub-pixel widths. */
function overflowOf(node: HTMLElement | null) {
  if (!node) return { back: false, forward: false };
  const max = node.scrollWidth - node.clientWidth;
  return { back: node.scrollLeft > 1, forward: max - node.scrollLeft > 1 };
}

/**
 * A WAI-ARIA tab list that scrolls sideways when the tabs do not fit (a 390 px phone), instead of wrapping
 * into rows or pushing the page wider. Arrow keys, Home and End move between tabs and select them; only the
 * selected tab is in the tab order. When tabs are out of sight, the edge fades and a chevron button shows
 * there is more (and scrolls to it for a tap or a mouse); the selected tab is always scrolled into view.
 */
export function ScrollTabList<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: ScrollTabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const next = overflowOf(strip.current);
    setOverflow((current) =>
      current.back === next.back && current.forward === next.forward ? current : next,
    );
  }, []);

  useEffect(() => {
    measure();
    const node = strip.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure, tabs.length]);

  // Keeps the selected tab visible when it was chosen from elsewhere (a link, the URL) on a narrow screen.
  useEffect(() => {
    // Centred rather than 'nearest': at the strip's edge the tab would sit under the fade and its chevron.
    buttons.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    measure();
  }, [selected, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const node = strip.current;
    if (!node) return;
    node.scrollBy?.({ left: direction * node.clientWidth * 0.7, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabForKey(event, tabs, selected);
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div
      className="relative -mx-4 sm:mx-0"
      data-overflow-back={overflow.back}
      data-overflow-forward={overflow.forward}
    >
      <div ref={strip} className="overflow-x-auto px-4 [scrollbar-width:none] sm:px-0" onScroll={measure}>
        <div
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          className="flex min-w-max gap-1 border-b border-border"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <TabButton
              key={tab.id}
              buttonRef={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              idPrefix={idPrefix}
              id={tab.id}
              selected={selected}
              onSelect={onSelect}
              className="px-4 whitespace-nowrap"
            >
              {tab.icon}
              {tab.label}
            </TabButton>
          ))}
        </div>
      </div>
      {overflow.back && <ScrollEdge side="back" onClick={() => scrollBy(-1)} />}
      {overflow.forward && <ScrollEdge side="forward" onClick={() => scrollBy(1)} />}
    </div>
  );
}

/**
 * A faded edge with a chevron: it says 'more tabs this way' at a glance. The button is for pointers only
 * (keyboard users move with the arrow keys, screen readers list every tab), so it stays out of the tab order.
 */
function ScrollEdge({ side, onClick }: { side: 'back' | 'forward'; onClick: () => void }) {
  const back = side === 'back';
  return (
    <div
      className={`pointer-events-none absolute inset-y-0 flex w-14 items-center ${
        back ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l'
      } from-bg from-40% to-transparent`}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={back ? panels.tabs.scrollBack : panels.tabs.scrollForward}
        data-testid={`tabs-scroll-${side}`}
        className="pointer-events-auto inline-flex size-9 items-center justify-center rounded-full border border-border bg-surface text-fg shadow-sm hover:bg-surface-2"
        onClick={onClick}
      >
        {back ? (
          <ChevronLeft className="size-5" aria-hidden="true" />
        ) : (
          <ChevronRight className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

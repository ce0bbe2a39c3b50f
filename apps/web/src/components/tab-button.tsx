import type { ReactNode, Ref } from 'react';
import { tabId, tabPanelId } from './tab-ids';

interface TabButtonProps<K extends string> {
  idPrefix: string;
  id: K;
  /** The list's selected tab: this one is selected when it is the same. */
  selected: K;
  onSelect: (id: K) => void;
  /** Size and layout, which differ between the tab lists; the selected/unselected look is the same. */
  className: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A WAI-ARIA tab: points at its panel, and only the selected one is in the tab order (arrows move between them). */
export function TabButton<K extends string>({
  idPrefix,
  id,
  selected: current,
  onSelect,
  className,
  buttonRef,
  children,
}: TabButtonProps<K>) {
  const selected = id === current;
  return (
    <button
      ref={buttonRef}
      id={tabId(idPrefix, id)}
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={tabPanelId(idPrefix, id)}
      tabIndex={selected ? 0 : -1}
      className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 font-semibold transition-colors ${className} ${
        selected
          ? 'border-accent text-accent-text'
          : 'border-transparent text-muted hover:border-input-border hover:text-fg'
      }`}
      onClick={() => onSelect(id)}
    >
      {children}
    </button>
  );
}

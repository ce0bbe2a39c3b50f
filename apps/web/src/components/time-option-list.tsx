import { useRef, type Ref } from 'react';
import { datePickerTexts as t } from '../i18n/date-picker';

/**
 * The time list's scrolling: only the list scrolls, never the page or a dialog around it; opened, it shows the
 * highlighted time in its middle; moved with the keys, just enough to keep it in view.
 */
export function useRevealOption() {
  const list = useRef<HTMLUListElement>(null);
  const reveal = (index: number, centre: boolean) => {
    const node = list.current;
    const item = node?.children[index] as HTMLElement | undefined;
    if (!node || !item) return;
    if (centre) node.scrollTop = item.offsetTop - node.clientHeight / 2 + item.offsetHeight / 2;
    else if (item.offsetTop < node.scrollTop) node.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > node.scrollTop + node.clientHeight) {
      node.scrollTop = item.offsetTop + item.offsetHeight - node.clientHeight;
    }
  };
  return { list, reveal };
}

interface TimeOptionListProps {
  ref: Ref<HTMLUListElement>;
  id: string;
  open: boolean;
  options: readonly string[];
  /** The highlighted option (moved with the keys). */
  active: number;
  /** The time the field holds. */
  current: string;
  onChoose: (time: string) => void;
}

/** The offered times under the time box (filled only while open); a click chooses without leaving the box. */
export function TimeOptionList({ ref, id, open, options, active, current, onChoose }: TimeOptionListProps) {
  return (
    <ul
      ref={ref}
      id={id}
      role="listbox"
      aria-label={t.times}
      hidden={!open}
      className="absolute top-full left-0 z-40 mt-1 max-h-60 w-full min-w-[7rem] overflow-y-auto rounded-lg border border-border bg-surface py-1 text-fg shadow-xl"
    >
      {open &&
        options.map((option, index) => (
          <li
            key={option}
            id={`${id}-${option}`}
            role="option"
            aria-selected={option === current}
            className={`cursor-pointer px-3 py-2 tabular-nums ${index === active ? 'bg-accent-soft text-accent-soft-fg' : ''} ${
              option === current ? 'font-semibold' : ''
            }`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            {option}
          </li>
        ))}
    </ul>
  );
}

import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { minutesAt, ROW_MINUTES, type DayBounds } from './grid-time';

/** Where a dragged block would land: a column of the grid and a wall-clock start. */
export interface DropTarget {
  column: number;
  minutes: number;
}

export interface DragState {
  id: string;
  dx: number;
  dy: number;
  target: DropTarget;
}

interface Pressed {
  id: string;
  x: number;
  y: number;
  column: number;
  /** The block's start, minutes from the grid's top. */
  offset: number;
  moved: boolean;
}

interface Options {
  /** The element holding the barber columns side by side (the time axis outside it). */
  columnsRef: RefObject<HTMLElement | null>;
  columns: number;
  rowHeight: number;
  bounds: DayBounds;
  onDrop: (id: string, target: DropTarget) => void;
}

/** Movement below this is a tap, not a drag (a finger always wobbles a little). */
const DRAG_THRESHOLD_PX = 6;

/**
 * Dragging blocks with pointer events, so a mouse, a pen and a finger all work: the block follows the pointer,
 * the landing place snaps to a quarter hour and a column, and a press that does not move stays a click.
 */
export function useBlockDrag({ columnsRef, columns, rowHeight, bounds, onDrop }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const pressed = useRef<Pressed | null>(null);
  // The click that follows a drag's pointerup must not open the detail.
  const suppressClick = useRef(false);

  const targetOf = (p: Pressed, event: PointerEvent): DropTarget => {
    const rect = columnsRef.current?.getBoundingClientRect();
    const width = rect ? rect.width / columns : 1;
    const column = rect ? Math.floor((event.clientX - rect.left) / width) : p.column;
    const top = (p.offset / ROW_MINUTES) * rowHeight + (event.clientY - p.y);
    return {
      column: Math.max(0, Math.min(columns - 1, column)),
      minutes: minutesAt(top + rowHeight / 2, rowHeight, bounds),
    };
  };

  const handlers = (id: string, column: number, offset: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pressed.current = { id, x: event.clientX, y: event.clientY, column, offset, moved: false };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const p = pressed.current;
      if (!p || p.id !== id) return;
      const dx = event.clientX - p.x;
      const dy = event.clientY - p.y;
      if (!p.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      p.moved = true;
      setDrag({ id, dx, dy, target: targetOf(p, event) });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const p = pressed.current;
      pressed.current = null;
      if (!p || !p.moved) return;
      suppressClick.current = true;
      setDrag(null);
      onDrop(id, targetOf(p, event));
    },
    onPointerCancel: () => {
      pressed.current = null;
      setDrag(null);
    },
  });

  /** True (once) when a click is the tail of a drag. */
  const consumeDragClick = () => {
    const was = suppressClick.current;
    suppressClick.current = false;
    return was;
  };

  return { drag, handlers, consumeDragClick };
}

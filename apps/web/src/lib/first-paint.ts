import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * True while React adopts a page drawn at build time (ADR 0029, main.tsx). The drawn page knows nothing of this
 * browser, and React does not patch the attributes it adopts: a first render must draw what the build drew.
 */
let adopting = false;

export const isAdoptingFirstPaint = () => adopting;

export function setAdoptingFirstPaint(value: boolean) {
  adopting = value;
}

/**
 * useState for a value only the browser holds (local storage): read at once, except in a page being adopted,
 * which starts as the build drew it (`asBuilt`) and reads the browser's value right after mount.
 */
export function useBrowserState<T>(read: () => T, asBuilt: T): [T, Dispatch<SetStateAction<T>>] {
  const [adopted] = useState(isAdoptingFirstPaint);
  const [value, setValue] = useState<T>(() => (adopted ? asBuilt : read()));
  useEffect(() => {
    if (adopted) setValue(read());
  }, [adopted, read]);
  return [value, setValue];
}

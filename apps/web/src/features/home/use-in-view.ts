import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether at least `threshold` of the element is in the viewport (IntersectionObserver). Without the observer
 * (old browsers, tests) the element counts as visible, so nothing stays hidden forever.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setInView(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold: [0, threshold], rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);
  return inView;
}

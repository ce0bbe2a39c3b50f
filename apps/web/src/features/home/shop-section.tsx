import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { homeMoreTexts as t } from '../../i18n/home-sections';
import { loadShopPage } from '../shop';

// The shop page itself, embedded without its hero header; its code is fetched only when the section is reached.
const ShopPage = lazy(loadShopPage);

/** 001 section 2: visible ratio over 0.3, never while scrolling (1000 ms without scroll), mounted 100 ms later. */
export const SHOP_VISIBLE_RATIO = 0.3;
export const SCROLL_IDLE_MS = 1000;
export const SHOP_MOUNT_DELAY_MS = 100;

/**
 * Watches the placeholder and mounts the shop once it is at least 30% visible and the page has stopped
 * scrolling: a visitor flying past the section does not download the shop. Without IntersectionObserver the
 * shop mounts at once.
 */
function useShopMount(ref: React.RefObject<HTMLElement | null>): boolean {
  const [mount, setMount] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || mount) return;
    if (typeof IntersectionObserver === 'undefined') {
      setMount(true);
      return;
    }
    let visible = false;
    let lastScroll = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (!visible) return;
      const wait = lastScroll + SCROLL_IDLE_MS - Date.now();
      timer = wait > 0 ? setTimeout(check, wait) : setTimeout(() => setMount(true), SHOP_MOUNT_DELAY_MS);
    };
    const onScroll = () => {
      lastScroll = Date.now();
      check();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          visible = entry.isIntersecting && entry.intersectionRatio > SHOP_VISIBLE_RATIO;
        check();
      },
      { threshold: [0, 0.31, 0.5, 1] },
    );
    observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, mount]);
  return mount;
}

function ShopLoading() {
  return (
    <div role="status" className="flex min-h-[32rem] items-center justify-center gap-3 text-accent-text">
      <span
        className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="font-semibold">{t.shopLoading}</span>
    </div>
  );
}

/** The homepage's shop section: 'Caricamento Shop...' until the embedded shop has mounted. */
export function ShopSection() {
  const ref = useRef<HTMLElement>(null);
  const mount = useShopMount(ref);
  return (
    <section
      ref={ref}
      id="shop"
      aria-labelledby="shop-section-title"
      className="scroll-mt-20 bg-surface-2/50 pt-14 sm:pt-20"
    >
      <div className="mx-auto max-w-6xl px-4 text-center">
        <h2 id="shop-section-title" className="font-display text-3xl font-semibold sm:text-4xl">
          {t.sections.shop}
        </h2>
        <p className="mt-3 text-muted">{t.sections.shopIntro}</p>
      </div>
      {mount ? (
        <Suspense fallback={<ShopLoading />}>
          <div className="min-h-[32rem]">
            <ShopPage embedded />
          </div>
        </Suspense>
      ) : (
        <ShopLoading />
      )}
    </section>
  );
}

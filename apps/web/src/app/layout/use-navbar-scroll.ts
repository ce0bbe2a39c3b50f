import { useEffect, useState } from 'react';

/** 001 sections 2 and 9: on the homepage the bar turns solid after 20 px and hides scrolling down past 50 px. */
export const NAV_SOLID_AFTER_PX = 20;
export const NAV_HIDE_AFTER_PX = 50;

export interface NavbarScroll {
  solid: boolean;
  hidden: boolean;
}

/**
 * The homepage's navbar state from the page's scroll: transparent at the top, solid once scrolled, hidden while
 * scrolling down (past 50 px) and back as soon as the visitor scrolls up. Other pages: always solid, never
 * hidden.
 */
export function useNavbarScroll(active: boolean): NavbarScroll {
  const [state, setState] = useState<NavbarScroll>({ solid: !active, hidden: false });
  useEffect(() => {
    if (!active) {
      setState({ solid: true, hidden: false });
      return;
    }
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const delta = y - last;
      last = y;
      setState((current) => {
        const solid = y > NAV_SOLID_AFTER_PX;
        const hidden = y <= NAV_HIDE_AFTER_PX ? false : delta > 0 ? true : delta < 0 ? false : current.hidden;
        return current.solid === solid && current.hidden === hidden ? current : { solid, hidden };
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [active]);
  return state;
}

import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { subscription } from '../../i18n/subscription';
import type { TabKey } from './admin-sections';

/**
 * The tab opened at /admin: fixed once the plan is known for the first time, so a plan activated on this
 * page does not move the admin away from the payment's success screen.
 */
export function useDefaultTab(hasAccess: boolean | undefined): TabKey | null {
  const [fallback, setFallback] = useState<TabKey | null>(null);
  useEffect(() => {
    if (fallback === null && hasAccess !== undefined)
      setFallback(hasAccess ? 'appointments' : 'subscription');
  }, [fallback, hasAccess]);
  if (fallback) return fallback;
  return hasAccess === undefined ? null : hasAccess ? 'appointments' : 'subscription';
}

/** 'Piano attivato! Dashboard sbloccata.' when the plan turns active while the page is open. */
export function useActivation(hasAccess: boolean | undefined): boolean {
  const previous = useRef<boolean | undefined>(undefined);
  const [activated, setActivated] = useState(false);
  useEffect(() => {
    if (hasAccess === undefined) return;
    if (previous.current === false && hasAccess) {
      setActivated(true);
      toast.success(subscription.admin.activated);
    }
    if (!hasAccess) setActivated(false);
    previous.current = hasAccess;
  }, [hasAccess]);
  return activated;
}


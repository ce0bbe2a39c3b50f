import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterNeeded, toasterMounted } from '../lib/toast';
import { useTheme } from '../lib/use-theme';
import { it } from '../i18n/it';

// Loaded with the first toast (lib/toast.ts), so no page pays for the toast library up front.
const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function MountedToaster(props: React.ComponentProps<typeof Toaster>) {
    useEffect(() => toasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

/** Spec: toasts at the top right, 4 seconds, at most 20 at once; below the fixed navbar. */
export function AppToaster() {
  const theme = useTheme();
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-right"
        duration={4000}
        visibleToasts={20}
        theme={theme}
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72 }}
        closeButton
        containerAriaLabel={it.toasts.region}
        toastOptions={{ closeButtonAriaLabel: it.toasts.close }}
      />
    </Suspense>
  );
}

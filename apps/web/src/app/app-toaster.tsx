import { Toaster } from 'sonner';
import { useTheme } from '../lib/use-theme';
import { it } from '../i18n/it';

/** Spec: toasts at the top right, 4 seconds, at most 20 at once; below the fixed navbar. */
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
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
  );
}

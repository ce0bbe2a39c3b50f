import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../../lib/use-online-status';
import { it } from '../../i18n/it';

export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-accent-soft px-4 py-3 text-center text-sm font-medium text-accent-soft-fg">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {it.app.offline}
        </p>
      )}
    </div>
  );
}

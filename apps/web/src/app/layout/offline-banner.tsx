import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../../lib/use-online-status';
import { it } from '../../i18n/it';

/**
 * 001 section 2: while offline. Bottom centre, clear of the corners' round buttons (chatbot right, cookie
 * settings left). The installed app still opens offline (ADR 0023: the service worker serves the shell), so
 * this is what tells the visitor why bookings and lists do not load.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-[4.5rem] bottom-3 z-50 mx-auto flex max-w-xl justify-center"
    >
      {!online && (
        <p className="pointer-events-auto flex items-center justify-center gap-2 rounded-xl bg-accent-soft px-3 py-2 text-center text-sm font-medium text-accent-soft-fg shadow-lg">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {it.app.offline}
        </p>
      )}
    </div>
  );
}

import { LogOut } from 'lucide-react';
import { useAuth } from '../../lib/auth-context';
import { it } from '../../i18n/it';

export function LogoutButton({ onBeforeLogout }: { onBeforeLogout?: () => void }) {
  const { signOut } = useAuth();
  return (
    <button
      type="button"
      className="inline-flex min-h-11 w-full items-center gap-2 rounded-lg px-3 font-medium hover:bg-surface-2"
      onClick={() => {
        onBeforeLogout?.();
        void signOut();
      }}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {it.nav.logout}
    </button>
  );
}

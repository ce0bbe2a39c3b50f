import { useId, useRef, useState } from 'react';
import { ChevronDown, CircleUserRound } from 'lucide-react';
import type { User } from '@barber/shared/schemas/auth';
import { useDismiss } from '../../components/use-dismiss';
import { userMenuItems, visibleItems } from './nav-items';
import { LogoutButton } from './logout-button';
import { NavLinkItem } from './nav-link-item';

/** Desktop user menu: a disclosure button with the user's name, its links and Logout. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss(open, close, container, trigger);
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-lg px-3 font-medium hover:bg-surface-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {user.profileImage ? (
          // The avatar (issue 14); decorative: the name beside it says who it is.
          <img src={user.profileImage.url} alt="" className="size-7 shrink-0 rounded-full object-cover" width={28} height={28} />
        ) : (
          <CircleUserRound className="size-5 shrink-0" aria-hidden="true" />
        )}
        <span className="truncate">{name}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-60 rounded-xl border border-border bg-surface p-2 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {visibleItems(userMenuItems, user).map((item) => (
            <li key={item.id}>
              <NavLinkItem item={item} onNavigate={close} block />
            </li>
          ))}
          <li>
            <LogoutButton onBeforeLogout={close} />
          </li>
        </ul>
      </div>
    </div>
  );
}

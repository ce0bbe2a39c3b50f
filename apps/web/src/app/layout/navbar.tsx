import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, Scissors, X } from 'lucide-react';
import { useDismiss } from '../../components/use-dismiss';
import { useAuth } from '../../lib/auth-context';
import { useShopInfo } from '../../lib/shop-info';
import { it } from '../../i18n/it';
import { navItems, userMenuItems, visibleItems } from './nav-items';
import { LogoutButton } from './logout-button';
import { NavLinkItem } from './nav-link-item';
import { ThemeToggle } from './theme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';
import { useNavbarScroll } from './use-navbar-scroll';

/**
 * Fixed top bar: links in a row from 768 px, a collapsible panel below that. On the homepage it is transparent
 * over the (always dark) hero, solid after 20 px and hidden while scrolling down; it comes back when scrolling
 * up, when the keyboard focus enters it and while the mobile menu is open.
 */
export function Navbar() {
  const { user } = useAuth();
  const { data: shop } = useShopInfo();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  useDismiss(menuOpen, closeMenu, nav, toggle);
  const items = visibleItems(navItems, user);
  const onHome = useLocation().pathname === '/';
  const scroll = useNavbarScroll(onHome);
  const transparent = onHome && !scroll.solid && !menuOpen;
  const hidden = onHome && scroll.hidden && !menuOpen;

  return (
    <header
      // Over the dark hero the bar takes the dark palette, so its text stays readable in both themes.
      data-theme={transparent ? 'dark' : undefined}
      data-nav-state={onHome ? (hidden ? 'hidden' : transparent ? 'transparent' : 'solid') : undefined}
      className={`fixed inset-x-0 top-0 z-40 border-b ${
        transparent ? 'border-transparent bg-transparent text-fg' : 'border-border bg-bg'
      } ${
        onHome
          ? `transition-[translate,background-color,border-color] duration-300 focus-within:translate-y-0 motion-reduce:transition-none ${hidden ? '-translate-y-full' : ''}`
          : ''
      }`}
    >
      <nav ref={nav} aria-label={it.nav.label} className="mx-auto max-w-6xl px-4">
        <div className="flex h-16 items-center gap-2">
          <Link
            to="/"
            className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-lg font-display text-lg font-semibold text-fg no-underline"
            onClick={closeMenu}
          >
            <Scissors className="size-6 text-accent-text" aria-hidden="true" />
            {shop ? <span>{shop.name}</span> : <span className="sr-only">{it.nav.home}</span>}
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <li key={item.id}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
          {user && (
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
          )}
          <LanguageSwitcher />
          <ThemeToggle />
          <button
            ref={toggle}
            type="button"
            className="flex size-11 items-center justify-center rounded-lg hover:bg-surface-2 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? it.nav.closeMenu : it.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
        <div
          id={panelId}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border pt-3 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <NavLinkItem item={item} onNavigate={closeMenu} block />
              </li>
            ))}
          </ul>
          {user && (
            <div className="mt-3 border-t border-border pt-3">
              <p className="px-3 pb-1 text-sm text-muted">{`${user.firstName} ${user.lastName}`}</p>
              <ul className="flex flex-col gap-1">
                {visibleItems(userMenuItems, user).map((item) => (
                  <li key={item.id}>
                    <NavLinkItem item={item} onNavigate={closeMenu} block />
                  </li>
                ))}
                <li>
                  <LogoutButton onBeforeLogout={closeMenu} />
                </li>
              </ul>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}

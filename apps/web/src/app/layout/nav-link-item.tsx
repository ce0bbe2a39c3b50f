import { NavLink } from 'react-router';
import { buttonClasses } from '../../components/button-styles';
import type { NavItem } from './nav-items';

const plain =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-fg no-underline hover:bg-surface-2 ' +
  'aria-[current=page]:text-accent-text aria-[current=page]:underline';

export function NavLinkItem({
  item,
  onNavigate,
  block = false,
}: {
  item: NavItem;
  onNavigate?: () => void;
  block?: boolean;
}) {
  const className = item.primary ? buttonClasses('primary', 'md', 'no-underline') : plain;
  return (
    <NavLink to={item.to} end className={`${className} ${block ? 'w-full' : ''}`} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from './button';

interface ActionButtonProps extends Omit<ComponentProps<typeof Button>, 'size'> {
  icon: LucideIcon;
}

/** An action of a list item or card (edit, delete…): a small button, secondary unless told, its icon first. */
export function ActionButton({ icon: Icon, variant = 'secondary', children, ...props }: ActionButtonProps) {
  return (
    <Button variant={variant} size="sm" {...props}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}

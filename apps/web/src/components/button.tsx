import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks repeated clicks while the action runs. */
  pending?: boolean;
  /** The text shown while pending (e.g. "Accesso in corso…"). */
  pendingLabel?: string;
}

export function Button({
  variant,
  size,
  pending = false,
  pendingLabel,
  className = '',
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && <Spinner className="size-4" />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

import { Link, type LinkProps } from 'react-router';

export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link className={`font-semibold text-accent-text underline hover:no-underline ${className}`} {...props} />
  );
}

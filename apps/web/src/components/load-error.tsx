import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface LoadErrorProps {
  /** What failed (and why, when known): the paragraphs above the button. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** The booking and barber pages show the refresh icon on the button; the admin lists keep it plain. */
  icon?: boolean;
}

/** A load that failed, with the button that asks again. */
export function LoadError({ children, retryLabel, onRetry, icon = false }: LoadErrorProps) {
  return (
    <FormAlert>
      {children}
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        {icon && <RefreshCw className="size-4" aria-hidden="true" />}
        {retryLabel}
      </Button>
    </FormAlert>
  );
}

interface LoadErrorPanelProps {
  message: string;
  /** Why, as the request said it (network, server message). */
  detail: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A failed load that is the whole content of its card: plain text rather than a banner, and a full-size retry. */
export function LoadErrorPanel({ message, detail, retryLabel, onRetry, className = '' }: LoadErrorPanelProps) {
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 ${className}`}>
      <p>{message}</p>
      <p className="text-sm text-muted">{detail}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';

/** A form-level message (the server's answer); role=alert so it is read out when it appears. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const colours =
    tone === 'error' ? 'border-danger bg-danger-soft text-fg' : 'border-success bg-surface-2 text-fg';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-4 py-3 ${colours}`}
    >
      {children}
    </div>
  );
}

/** The form's failure (the server's answer, or the form's own text), when there is one. */
export function FailureAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <FormAlert>
      <p>{message}</p>
    </FormAlert>
  );
}

import { Spinner } from './spinner';

/** Replaces the whole page while something it depends on (the session) is still unknown. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-bg text-accent-text">
      <Spinner label={label} className="size-10" />
    </div>
  );
}

import { Spinner } from '../../components/spinner';

/** A spinner with its text in sight ('Caricamento piani...'): the spec's loading texts are meant to be read. */
export function LoadingText({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 text-accent-text">
      <Spinner className="size-8" />
      <p className="text-fg">{label}</p>
    </div>
  );
}

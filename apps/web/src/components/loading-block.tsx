import { Spinner } from './spinner';

/** A section's place while its data loads: a spinner centred in about the room the content will take. */
export function LoadingBlock({ label, minHeight }: { label: string; minHeight: `min-h-${number}` }) {
  return (
    <div className={`flex ${minHeight} items-center justify-center text-accent-text`}>
      <Spinner label={label} className="size-8" />
    </div>
  );
}

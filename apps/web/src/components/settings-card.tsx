import type { FormEvent, ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';

interface SettingsCardProps {
  /** The title's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro: ReactNode;
  /** Wider padding on a wide screen, where the card holds roomier content (the profile's privacy card). */
  roomy?: boolean;
  children: ReactNode;
}

/** A card of settings in a tab (admin settings, the profile): its title and what it does, then its content. */
export function SettingsCard({ id, title, intro, roomy = false, children }: SettingsCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-border bg-surface p-4 ${roomy ? 'sm:p-6' : 'sm:p-5'}`}
    >
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

interface StoredSettingsCardProps<T> {
  id: string;
  texts: { title: string; intro: string; loading: string; loadError: string; retry: string };
  /** The stored values' query, asked again by the retry button. */
  query: { isError: boolean; refetch: () => unknown };
  /** The values to edit, once stored ones are here (a failed refresh keeps the ones already shown). */
  value: T | null | undefined;
  /** About the room the loaded content takes, so the card does not jump. */
  minHeight: `min-h-${number}`;
  /** The form (or switches) for the values, once they are here. */
  children: (value: T) => ReactNode;
  /** Beside the content in every state (a dialog the form opens). */
  extra?: ReactNode;
}

/** A settings card over stored values: a spinner while they load, the failure with a retry, then the form. */
export function StoredSettingsCard<T>({
  id,
  texts,
  query,
  value,
  minHeight,
  children,
  extra,
}: StoredSettingsCardProps<T>) {
  const loaded = value !== null && value !== undefined;
  return (
    <SettingsCard id={id} title={texts.title} intro={texts.intro}>
      {loaded ? (
        children(value)
      ) : (
        <div className="mt-4">
          {query.isError ? (
            <LoadError retryLabel={texts.retry} onRetry={() => void query.refetch()}>
              <p>{texts.loadError}</p>
            </LoadError>
          ) : (
            <LoadingBlock label={texts.loading} minHeight={minHeight} />
          )}
        </div>
      )}
      {extra}
    </SettingsCard>
  );
}

interface SettingsFormProps {
  onSubmit: () => void;
  /** Why the last save failed, above the button. */
  error?: string | null;
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
  /** Layout of the fields (gap, width). */
  className: string;
  children: ReactNode;
}

/** A settings card's form: the fields, the failure of the last save, and the button (full width on a phone). */
export function SettingsForm({
  onSubmit,
  error,
  pending,
  pendingLabel,
  submitLabel,
  className,
  children,
}: SettingsFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={`mt-4 flex flex-col ${className}`} onSubmit={submit} noValidate>
      {children}
      {error && <FormAlert>{error}</FormAlert>}
      <div>
        <Button type="submit" pending={pending} pendingLabel={pendingLabel} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A note under a card's settings (what the plan includes, when a change applies), with an info icon. */
export function SettingsNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

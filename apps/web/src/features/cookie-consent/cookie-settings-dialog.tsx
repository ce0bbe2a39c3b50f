import { useEffect, useId, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Dialog } from '../../components/dialog';
import { Button } from '../../components/button';
import { formatDateTime } from '../../lib/format';
import { cookieTexts as t } from '../../i18n/cookies';
import { OPTIONAL_CATEGORIES, type ConsentChoices, type OptionalCategory } from './consent-store';

interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoices;
  savedAt: string | null;
  onSave: (choices: ConsentChoices) => void;
  onReset: () => void;
}

/** 'Impostazioni Cookie': one switch per optional category; the necessary ones are always on. */
export function CookieSettingsDialog({
  open,
  onOpenChange,
  initial,
  savedAt,
  onSave,
  onReset,
}: CookieSettingsDialogProps) {
  const [choices, setChoices] = useState<ConsentChoices>(initial);

  // Every opening starts from what is stored.
  useEffect(() => {
    if (open)
      setChoices({
        analytics: initial.analytics,
        marketing: initial.marketing,
        preferences: initial.preferences,
      });
  }, [open, initial.analytics, initial.marketing, initial.preferences]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.settingsTitle}
      description={t.settingsDescription}
      closeLabel={t.close}
    >
      <ul className="flex flex-col gap-3">
        <CategoryRow
          title={t.categories.necessary.title}
          text={t.categories.necessary.text}
          checked
          disabled
        />
        {OPTIONAL_CATEGORIES.map((category: OptionalCategory) => (
          <CategoryRow
            key={category}
            title={t.categories[category].title}
            text={t.categories[category].text}
            checked={choices[category]}
            onChange={(value) => setChoices((current) => ({ ...current, [category]: value }))}
          />
        ))}
      </ul>
      {savedAt && <p className="mt-3 text-xs text-muted">{t.savedAt(formatDateTime(savedAt))}</p>}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t.reset}
        </Button>
        <Button onClick={() => onSave(choices)}>{t.save}</Button>
      </div>
    </Dialog>
  );
}

function CategoryRow({
  title,
  text,
  checked,
  disabled = false,
  onChange,
}: {
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface-2 p-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {title}
        </label>
        <p id={`${id}-text`} className="mt-0.5 text-sm text-muted">
          {text}
        </p>
        {disabled && <p className="mt-1 text-xs font-semibold text-accent-text">{t.alwaysOn}</p>}
      </div>
      <span className="relative mt-1 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-text`}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.checked)}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full border-2 border-input-border bg-surface transition-colors checked:border-accent checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-70 motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-input-border transition-transform peer-checked:translate-x-5 peer-checked:bg-accent-fg motion-reduce:transition-none"
        />
      </span>
    </li>
  );
}

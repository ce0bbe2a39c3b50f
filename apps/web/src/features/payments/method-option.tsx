import type { ReactNode } from 'react';

/** One payment method: a radio button drawn as a card, with its badges and what it means underneath. */
export function MethodOption({
  name,
  value,
  checked,
  disabled,
  label,
  text,
  badges,
  icon,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  label: string;
  text: string;
  badges?: ReactNode;
  icon: ReactNode;
  onSelect: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      className={`rounded-xl border-2 p-3 sm:p-4 ${checked ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface'}`}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          className="mt-1 size-5 shrink-0 accent-accent"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            {icon}
            {label}
            {badges}
          </span>
          <span className="text-sm text-muted">{text}</span>
        </span>
      </label>
      {children}
    </div>
  );
}

export function Badge({ tone = 'accent', children, label }: { tone?: 'accent' | 'live'; children: ReactNode; label?: string }) {
  const colours =
    tone === 'live'
      ? 'bg-status-confirmed-bg text-status-confirmed-fg'
      : 'bg-accent-soft text-accent-soft-fg';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold tracking-wide ${colours}`} title={label}>
      {label && <span className="sr-only">{`${label}: `}</span>}
      {children}
    </span>
  );
}

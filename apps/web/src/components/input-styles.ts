export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-input-border bg-surface px-3 py-2 text-base text-fg ' +
  'placeholder:text-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

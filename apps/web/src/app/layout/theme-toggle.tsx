import { Moon, Sun } from 'lucide-react';
import { setTheme } from '../../lib/theme';
import { useTheme } from '../../lib/use-theme';
import { it } from '../../i18n/it';

/** Switches light/dark; the label says what a press will do. */
export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? it.theme.toLight : it.theme.toDark;
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      className="flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

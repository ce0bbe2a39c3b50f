import type { Language } from '@barber/shared/messages/languages';

/**
 * Each language named in itself, the same in every build (a reader looks for their own language's name), so this
 * file has no siblings. Order: the switcher's.
 */
export const LANGUAGE_NAMES: ReadonlyArray<readonly [Language, string]> = [
  ['it', 'Italiano'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['en', 'English'],
];

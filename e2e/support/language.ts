import type { BrowserContext } from 'playwright-core';
import { baseURL } from './base-url';

/**
 * An English browser gets the English build (ADR 0061). Journeys about the browser's own date and time formats
 * under the Italian texts they check make the visitor's choice Italian first (the switcher's cookie).
 */
export async function keepItalian(context: BrowserContext) {
  await context.addCookies([{ name: 'lang', value: 'it', url: baseURL() }]);
}

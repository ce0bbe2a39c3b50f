/**
 * The shop's time zone until its settings say otherwise. A file of its own so the build's config can read it
 * (vite.config.ts writes this zone's UTC offsets into the app, ADR 0030) without the app's imports.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

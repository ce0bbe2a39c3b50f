/**
 * What a language's catalogue is, given the Italian one (ADR 0061): the same keys, a text for every text and a
 * function of the same arguments for every function. A sibling typed `Catalogue<typeof xIt>` does not compile when
 * it misses a key or adds one.
 */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Catalogue<T[K]>;
};

/** How an Italian text came out of a catalogue function: its path in the catalogue and the arguments. */
export interface Rendering {
  catalogue: string;
  path: readonly string[];
  args: readonly unknown[];
}

/**
 * Italian text -> how it was rendered, for the texts the Italian catalogues' functions have written in this process.
 * The server answers a caller in another language by calling the same function of that language's catalogue with
 * the same arguments (the Italian text stays the key, ADR 0061). Bounded: a message with a value in it (a name, a
 * date) is a new text each time, and the oldest are forgotten first.
 */
const renderings = new Map<string, Rendering>();
const MAX_RENDERINGS = 2000;

export const renderingOf = (italian: string): Rendering | undefined => renderings.get(italian);

function remember(text: string, rendering: Rendering) {
  if (renderings.has(text)) return;
  if (renderings.size >= MAX_RENDERINGS) renderings.delete(renderings.keys().next().value as string);
  renderings.set(text, rendering);
}

/** Already made to remember: a catalogue is wrapped once however often the server asks. */
const remembering = new WeakSet<object>();

/**
 * Makes the Italian catalogue `name`'s functions note what they render (see `renderings`), in place: every caller
 * that reaches a function through the catalogue from then on is noted. Only the server calls it (at start, in
 * apps/server/src/infra/languages.ts), so the web carries none of it; a text a schema renders while it loads,
 * before the server starts, is paired by the server itself (SCHEMA_RENDERINGS there).
 */
export function rememberRenders(name: string, catalogue: object, path: readonly string[] = []): void {
  if (remembering.has(catalogue)) return;
  remembering.add(catalogue);
  const entries = catalogue as Record<string, unknown>;
  for (const [key, value] of Object.entries(entries)) {
    const at = [...path, key];
    if (typeof value === 'function') {
      entries[key] = (...args: unknown[]) => {
        const text = (value as (...a: unknown[]) => string)(...args);
        remember(text, { catalogue: name, path: at, args });
        return text;
      };
    } else if (value && typeof value === 'object') rememberRenders(name, value, at);
  }
}

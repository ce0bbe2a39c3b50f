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

/** The Italian catalogue `name`, its functions noting what they render (see `renderings`). */
export function rememberingRenders<T extends object>(name: string, catalogue: T, path: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const at = [...path, key];
    if (typeof value === 'function') {
      out[key] = (...args: unknown[]) => {
        const text = (value as (...a: unknown[]) => string)(...args);
        remember(text, { catalogue: name, path: at, args });
        return text;
      };
    } else if (value && typeof value === 'object') out[key] = rememberingRenders(name, value as object, at);
    else out[key] = value;
  }
  return out as T;
}

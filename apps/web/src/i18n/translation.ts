/**
 * A catalogue's shape in another language (ADR 0061): the same keys as the Italian one, a string where Italian has
 * a string, a function taking the same values where Italian has a function. A sibling file writes
 * `export const homeTexts = { ... } satisfies Translation<typeof homeTexts>` (the Italian one imported as a type):
 * a missing or an extra key does not compile. Numbers and booleans are not texts and keep their type.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : { readonly [K in keyof T]: Translation<T[K]> };

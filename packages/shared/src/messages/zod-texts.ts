import type { z } from 'zod';

/**
 * zod's own messages (what a field says when its schema gives no message of its own) as a table of texts per
 * language, and the one function that picks the text for an issue. The Italian table is zod-it.ts's; the other
 * languages' tables (zod-de, zod-fr, zod-en) are loaded only where they are needed: by the server, which answers in
 * the caller's language (ADR 0061), and by a language's own web build.
 */
export type ZodIssue = Parameters<z.core.$ZodErrorMap>[0];
type Count = number | bigint;

export interface ZodTexts {
  required: string;
  wrongType: (typeName: string) => string;
  typeNames: Record<string, string>;
  otherType: string;
  textTooLong: (max: Count) => string;
  tooManyItems: (max: Count) => string;
  dateTooLate: string;
  valueBelow: (max: Count) => string;
  valueAtMost: (max: Count) => string;
  textTooShort: (min: Count) => string;
  tooFewItems: (min: Count) => string;
  dateTooEarly: string;
  valueAbove: (min: Count) => string;
  valueAtLeast: (min: Count) => string;
  badText: string;
  formats: Record<string, string>;
  badFormat: string;
  valueNotAllowed: string;
  notMultipleOf: (divisor: Count) => string;
  unexpectedFields: (keys: string) => string;
  badValue: string;
}

/** The issue's text in the table's language; `missing` says whether the field was absent (zod drops the input). */
export function zodMessageIn(texts: ZodTexts, issue: ZodIssue, missing = issue.input === undefined): string {
  switch (issue.code) {
    case 'invalid_type':
      return missing ? texts.required : texts.wrongType(texts.typeNames[issue.expected] ?? texts.otherType);
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return texts.textTooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooManyItems(max);
      if (issue.origin === 'date') return texts.dateTooLate;
      return issue.inclusive === false ? texts.valueBelow(max) : texts.valueAtMost(max);
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') return Number(min) <= 1 ? texts.required : texts.textTooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooFewItems(min);
      if (issue.origin === 'date') return texts.dateTooEarly;
      return issue.inclusive === false ? texts.valueAbove(min) : texts.valueAtLeast(min);
    }
    case 'invalid_format':
      if (issue.format === 'starts_with' || issue.format === 'ends_with' || issue.format === 'includes')
        return texts.badText;
      return texts.formats[issue.format] ?? texts.badFormat;
    case 'invalid_value':
      return texts.valueNotAllowed;
    case 'not_multiple_of':
      return texts.notMultipleOf(issue.divisor);
    case 'unrecognized_keys':
      return texts.unexpectedFields(issue.keys.join(', '));
    // Every other code zod 4 has (invalid_key, invalid_element, invalid_union, custom) and any it may add.
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
    default:
      return texts.badValue;
  }
}

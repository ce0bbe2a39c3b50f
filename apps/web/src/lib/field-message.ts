/**
 * A shared schema's message in the page's language. The schemas write Italian, their key (ADR 0061); the table
 * from Italian to the page's language comes with zod (lib/validation-language.ts sets it on a form's first check),
 * so this file stays a few bytes in the first pages that read messages. Until then a message is shown as it is.
 */
let translate = (message: string): string => message;

export const fieldMessage = (message: string): string => translate(message);

export function translateFieldMessagesWith(table: (message: string) => string): void {
  translate = table;
}

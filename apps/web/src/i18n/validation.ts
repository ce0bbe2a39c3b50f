import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { zodTextsIt } from '@barber/shared/messages/zod-texts-it';

/**
 * The form checks' messages (issue 28 item 1): zod's own, and the shared schemas' field messages, whose Italian
 * text is their key (ADR 0061). The shared catalogues themselves, so the web says what the server says; loaded
 * with zod on a form's first check (lib/validation-language.ts), never with a first page.
 */
export const validationTexts = { zod: zodTextsIt, fields: fieldMessagesIt };

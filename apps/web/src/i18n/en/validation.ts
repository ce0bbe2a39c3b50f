import { fieldMessagesEn } from '@barber/shared/messages/fields-en';
import { zodTextsEn } from '@barber/shared/messages/zod-en';
import type { validationTexts as it } from '../validation';
import type { Translation } from '../translation';

export const validationTexts = { zod: zodTextsEn, fields: fieldMessagesEn } satisfies Translation<typeof it>;

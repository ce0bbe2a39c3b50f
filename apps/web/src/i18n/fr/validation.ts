import { fieldMessagesFr } from '@barber/shared/messages/fields-fr';
import { zodTextsFr } from '@barber/shared/messages/zod-fr';
import type { validationTexts as it } from '../validation';
import type { Translation } from '../translation';

export const validationTexts = { zod: zodTextsFr, fields: fieldMessagesFr } satisfies Translation<typeof it>;

import { fieldMessagesDe } from '@barber/shared/messages/fields-de';
import { zodTextsDe } from '@barber/shared/messages/zod-de';
import type { validationTexts as it } from '../validation';
import type { Translation } from '../translation';

export const validationTexts = { zod: zodTextsDe, fields: fieldMessagesDe } satisfies Translation<typeof it>;

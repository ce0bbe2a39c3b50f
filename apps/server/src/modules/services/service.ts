import { rappenToChf } from '@barber/shared/domain/money';
import { localize } from '@barber/shared/domain/content-translations';
import type { Language } from '@barber/shared/messages/languages';
import type { Service } from '@barber/shared/schemas/catalog';
import type { AppContext } from '../../infra/context';
import * as repo from './repo';

const TRANSLATED = ['name', 'description'] as const;

/**
 * A service as the API answers it. With a language (the public lists) its name and description are the owner's
 * version in that language where there is one (issue 28 item 5); without one (the admin's) the Italian, with the
 * translations beside it for the editor.
 */
export function toServiceDto(row: repo.ServiceRow, language?: Language): Service {
  const texts = language ? localize(row, row.translations, language, TRANSLATED) : row;
  return {
    _id: row.id,
    name: texts.name,
    price: rappenToChf(row.priceRappen),
    duration: row.durationMinutes,
    description: texts.description,
    isActive: row.isActive,
    ...(language ? {} : { translations: row.translations }),
  };
}

export async function activeServices(ctx: AppContext, language: Language): Promise<Service[]> {
  return (await repo.listActiveServices(ctx.db)).map((row) => toServiceDto(row, language));
}

import {
  cleanTranslations,
  TRANSLATED_LANGUAGES,
  type ContentTranslations,
} from '@barber/shared/domain/content-translations';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';
import type { ShopTranslationsRequest } from '@barber/shared/schemas/content-translations';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as repo from './repo';
import { clearShopCache } from './service';

/** GET /admin/shop-settings/translations: the motto in German, French and English as stored (ADR 0073). */
export async function getShopTranslations(ctx: AppContext): Promise<ContentTranslations> {
  const row = await repo.getShop(ctx.db);
  if (!row) throw new AppError('UNAVAILABLE', moduleMessagesIt.shopNotSetUp);
  return row.translations;
}

/**
 * PUT /admin/shop-settings/translations (issue 28 item 5): Italian is required, the others optional, so a version
 * of a motto the owner has not written in Italian is refused on its field and nothing is saved. Under the shop
 * row's lock, so a settings save that empties the motto at the same moment is seen.
 */
export async function saveShopTranslations(
  ctx: AppContext,
  input: ShopTranslationsRequest,
): Promise<ContentTranslations> {
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockShop(tx);
    if (!row) throw new AppError('UNAVAILABLE', moduleMessagesIt.shopNotSetUp);
    const translations = cleanTranslations(input);
    const orphan = TRANSLATED_LANGUAGES.find((language) => translations[language]?.tagline);
    if (orphan && !row.tagline.trim()) {
      const message = fieldMessagesIt.translations.italianFirst;
      throw new AppError('VALIDATION', message, [{ field: `${orphan}.tagline`, message }]);
    }
    await repo.saveShopTranslations(tx, translations);
    return translations;
  });
  clearShopCache(ctx.db);
  // The motto in the visitor's language: the details kept in memory per language, on every instance (ADR 0080).
  ctx.realtime.listsChanged(['shop']);
  return saved;
}

import type { FastifyInstance } from 'fastify';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import { SHOP_SETTINGS_MESSAGES } from '@barber/shared/schemas/shop-settings';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { getDepositPolicy, updateDepositPolicy } from './deposit-policy';
import { answerLanguage, requestLanguage } from '../../infra/caller-language';
import { shopStateIn } from './service';
import { getShopTranslations, saveShopTranslations } from './shop-translations';
import { getShopSettings, previewShopSettings, updateShopSettings } from './settings-service';

export async function registerShopRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'shopState', {
    handler: async (request, reply) => ({ success: true as const, data: await shopStateIn(ctx, answerLanguage(request, reply)) }),
  });

  route(app, 'shopTranslations', {
    handler: async () => ({ success: true as const, data: await getShopTranslations(ctx) }),
  });

  route(app, 'saveShopTranslations', {
    handler: async (request) => ({
      success: true as const,
      data: await saveShopTranslations(ctx, request.body),
      message: answerTextsIt.shop.translationsSaved,
    }),
  });

  route(app, 'depositPolicy', {
    handler: async () => ({ success: true as const, data: await getDepositPolicy(ctx) }),
  });

  route(app, 'updateDepositPolicy', {
    handler: async (request) => ({ success: true as const, data: await updateDepositPolicy(ctx, request.body) }),
  });

  route(app, 'shopSettings', {
    handler: async () => ({ success: true as const, data: await getShopSettings(ctx) }),
  });

  route(app, 'previewShopSettings', {
    handler: async (request) => ({ success: true as const, data: await previewShopSettings(ctx, request.body, requestLanguage(request)) }),
  });

  route(app, 'updateShopSettings', {
    handler: async (request) => ({
      success: true as const,
      data: await updateShopSettings(ctx, requireUser(request), request.body, requestLanguage(request)),
      message: SHOP_SETTINGS_MESSAGES.saved,
    }),
  });
}

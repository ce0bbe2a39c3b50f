import type { FastifyInstance } from 'fastify';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import { SHOP_SETTINGS_MESSAGES } from '@barber/shared/schemas/shop-settings';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { sendCachedAnswer } from '../../infra/answer-cache';
import { getDepositPolicy, updateDepositPolicy } from './deposit-policy';
import { answerLanguage, requestLanguage } from '../../infra/caller-language';
import { clearShopCache, shopStateIn } from './service';
import { getShopTranslations, saveShopTranslations } from './shop-translations';
import { getShopSettings, previewShopSettings, updateShopSettings } from './settings-service';

export async function registerShopRoutes(app: FastifyInstance, ctx: AppContext) {
  // Kept in memory per language until the shop's details change (ADR 0080); the details' own short-lived copy
  // (service.ts) is dropped with it on every instance.
  ctx.realtime.onListsChanged((lists) => {
    if (lists.includes('shop')) clearShopCache(ctx.db);
  });
  // The shop's rules and the first-run setup say 'all' (they reshape every grid): the details changed too.
  ctx.realtime.onAvailabilityChanged((scope) => {
    if (scope === 'all') clearShopCache(ctx.db);
  });
  route(app, 'shopState', {
    handler: async (request, reply) => {
      const language = answerLanguage(request, reply);
      return sendCachedAnswer(ctx, request, reply, 'shop', language, async () => ({
        success: true as const,
        data: await shopStateIn(ctx, language),
      }));
    },
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

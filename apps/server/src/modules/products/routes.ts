import type { FastifyInstance } from 'fastify';
import { ProductCreateRequest, ProductUpdateRequest } from '@barber/shared/schemas/products';
import type { AppContext } from '../../infra/context';
import { answerLanguage } from '../../infra/caller-language';
import { route } from '../../infra/route';
import { sendCachedAnswer } from '../../infra/answer-cache';
import { acceptUploads } from '../../infra/storage/upload';
import { productForm } from './form';
import {
  changeInventory,
  createProduct,
  deleteProduct,
  getProduct,
  listActiveProducts,
  listAllProducts,
  productCategories,
  saveProductTranslations,
  updateProduct,
} from './service';

export async function registerProductRoutes(app: FastifyInstance, ctx: AppContext) {
  // The product form may carry a picture (multipart); only this module's routes take multipart bodies.
  await acceptUploads(app);
  // The names in the visitor's language: the one they chose (cookie) or their browser's (issue 28 item 5).
  // Kept in memory per language and query until a product or its stock changes (an order too; ADR 0080).
  route(app, 'products', {
    handler: async (request, reply) => {
      const language = answerLanguage(request, reply);
      const q = request.query;
      const key = JSON.stringify([language, q.category ?? '', q.search ?? '', q.page, q.limit]);
      return sendCachedAnswer(ctx, request, reply, 'products', key, () => listActiveProducts(ctx, q, language));
    },
  });
  route(app, 'productCategories', { handler: async () => productCategories() });
  route(app, 'product', {
    handler: async (request, reply) =>
      getProduct(ctx, request.params.id, request.user, answerLanguage(request, reply)),
  });
  route(app, 'adminProducts', { handler: async (request) => listAllProducts(ctx, request.query) });
  route(app, 'createProduct', {
    handler: async (request, reply) => {
      const form = await productForm(request as never, ProductCreateRequest);
      return reply.status(201).send(await createProduct(ctx, form.input, form.image));
    },
  });
  route(app, 'updateProduct', {
    handler: async (request) => {
      const form = await productForm(request as never, ProductUpdateRequest);
      return updateProduct(ctx, request.params.id, form.input, form.image);
    },
  });
  route(app, 'deleteProduct', { handler: async (request) => deleteProduct(ctx, request.params.id) });
  route(app, 'saveProductTranslations', {
    handler: async (request) => saveProductTranslations(ctx, request.params.id, request.body),
  });
  route(app, 'productInventory', {
    handler: async (request) => changeInventory(ctx, request.params.id, request.body),
  });
}

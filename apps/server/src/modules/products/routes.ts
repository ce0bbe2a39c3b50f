import type { FastifyInstance } from 'fastify';
import { ProductCreateRequest, ProductUpdateRequest } from '@barber/shared/schemas/products';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
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
  updateProduct,
} from './service';

export async function registerProductRoutes(app: FastifyInstance, ctx: AppContext) {
  // The product form may carry a picture (multipart); only this module's routes take multipart bodies.
  await acceptUploads(app);
  route(app, 'products', { handler: async (request) => listActiveProducts(ctx, request.query) });
  route(app, 'productCategories', { handler: async () => productCategories() });
  route(app, 'product', { handler: async (request) => getProduct(ctx, request.params.id, request.user) });
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
  route(app, 'productInventory', {
    handler: async (request) => changeInventory(ctx, request.params.id, request.body),
  });
}

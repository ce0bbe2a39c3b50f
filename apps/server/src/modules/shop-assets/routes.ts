import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { acceptUploads, readImageUpload } from '../../infra/storage/upload';
import { removeShopAsset, replaceShopAsset, shopAsset } from './service';

export async function registerShopAssetRoutes(app: FastifyInstance, ctx: AppContext) {
  await acceptUploads(app);
  route(app, 'twintQr', {
    handler: async () => ({ success: true as const, data: await shopAsset(ctx, 'twint_qr') }),
  });
  route(app, 'uploadTwintQr', {
    handler: async (request) => {
      const upload = await readImageUpload(request as never);
      return { success: true as const, data: await replaceShopAsset(ctx, 'twint_qr', upload.data), message: 'Codice QR TWINT salvato' };
    },
  });
  route(app, 'deleteTwintQr', {
    handler: async () => {
      await removeShopAsset(ctx, 'twint_qr');
      return { success: true as const, message: 'Codice QR TWINT rimosso' };
    },
  });
}

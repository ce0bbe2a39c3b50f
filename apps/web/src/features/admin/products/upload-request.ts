import { shopRoutes } from '@barber/shared/contract/shop-routes';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import type { CallAnswer } from '../../../lib/api-call';

/** The product as the server answers a create or an update (products-api.ts shares the type). */
export type ProductAnswer = CallAnswer<'createProduct'>;

type UploadRoute = 'createProduct' | 'updateProduct';

/**
 * Sends the product form with its photo as multipart to the contract's own route (POST /products or
 * PUT /products/:id), reporting the upload's progress from 0 to 1 (the shared XHR upload: a 401 refreshes the
 * session once and sends again).
 */
export function uploadProductForm(
  route: UploadRoute,
  params: { id?: string },
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ProductAnswer> {
  return uploadWithProgress<ProductAnswer>(
    shopRoutes[route],
    params.id ? { id: params.id } : {},
    form,
    onProgress,
  );
}

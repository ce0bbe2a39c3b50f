import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../infra/errors';
import { readForm } from '../../infra/storage/upload';

/**
 * The product form, as JSON (validated by the route's schema) or as multipart/form-data: its text fields go
 * through the same zod schema, so both ways give the same Italian messages; the image is optional.
 */
export async function productForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ input: z.output<S>; image: Buffer | null }> {
  const { image, fields } = request.isMultipart() ? await readForm(request) : { image: null, fields: request.body ?? {} };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION', errors[0]?.message, errors);
  }
  return { input: parsed.data, image };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../errors';
import { IMAGE_MAX_BYTES } from './image';

/** Besides the file, an upload form carries a few short text fields (a product's name, price, ...). */
const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 10 * 1024;

/**
 * Lets the routes of one module (Fastify encapsulates it) take multipart forms; everywhere else a multipart body
 * still gets 415. Call it at the top of the module's register function.
 */
export async function acceptUploads(
  app: FastifyInstance,
  /** A module whose files may be larger than the usual 5 MB (job-application photos: 10 MB). */
  options: { fileSize?: number } = {},
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: options.fileSize ?? IMAGE_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 },
  });
}

/**
 * A form whose file (field 'image') is required: the shop's own images. Read by readForm, with its limits and
 * Italian messages; no file, an empty one or one under another name is 'Per favore seleziona un file immagine
 * valido'.
 */
export async function readImageUpload(
  request: FastifyRequest,
  /** The file's field when it is not 'image' (job-application photos: 'photo', 001 section 7). */
  options: { field?: string } = {},
): Promise<{ data: Buffer; fields: Record<string, string> }> {
  const { image, fields } = await readForm(request, options);
  if (!image) throw new AppError('IMAGE_INVALID');
  return { data: image, fields };
}

function uploadError(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('IMAGE_INVALID');
}

export interface FormUpload {
  /** The file of field 'image', when the form carried one. */
  image: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads a whole multipart form whose image is optional and whose text fields may come before or after it (a
 * product form saved without a new picture, or a client that appends the file first). A file under any other
 * field name is refused as not an image; the same limits and Italian messages as readImageUpload.
 */
export async function readForm(request: FastifyRequest, options: { field?: string } = {}): Promise<FormUpload> {
  const field = options.field ?? 'image';
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || image) {
        await part.toBuffer();
        throw new AppError('IMAGE_INVALID');
      }
      const data = await part.toBuffer();
      // A browser form with no file chosen still sends the field, empty.
      if (data.length > 0) image = data;
    }
  } catch (error) {
    throw error instanceof AppError ? error : uploadError(error);
  }
  return { image, fields };
}

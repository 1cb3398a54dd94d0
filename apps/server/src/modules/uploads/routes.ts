import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOperatorApi, ErrorKey, UploadData, WalletApi } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import type { ObjectStore } from '../../lib/storage/object-store.js';
import { responses } from '../../lib/route-schema.js';
import { storeImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './service.js';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
/** The form's field that carries the picture, as FastAdmin's upload sends it. */
const FILE_FIELD = 'file';
/** A form's limits: one picture as large as a raw body may be, and a few short fields beside it. */
const FORM_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 21 };
const FORM_TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

const picture = {
  type: 'string',
  format: 'binary',
  description:
    `A JPEG, PNG or WebP picture of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${UPLOAD_MAX_PIXELS / 1e6} ` +
    'megapixels, known by its bytes, not by its type or name.',
};
/** What the reference says the body is: the picture's bytes, or a form with the picture in `file`. */
const pictureBody = {
  ...Object.fromEntries(IMAGE_TYPES.map((type) => [type, picture])),
  'multipart/form-data': {
    type: 'object',
    properties: { [FILE_FIELD]: picture },
    required: [FILE_FIELD],
    description: 'FastAdmin-style: the picture in the `file` field; other fields are ignored.',
  },
};

/** A form's picture, with the raw body's error keys: too large is 413, anything but a readable picture 415. */
async function formPicture(req: FastifyRequest): Promise<Buffer> {
  let picture: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === FILE_FIELD) picture = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new AppError(code && FORM_TOO_LARGE.has(code) ? ErrorKey.PayloadTooLarge : ErrorKey.UnsupportedMedia);
  }
  if (!picture) throw new AppError(ErrorKey.UnsupportedMedia);
  return picture;
}

/**
 * POST /api/common/upload: the picture's bytes are the body (no multipart, so the app can show progress on a
 * plain request), or, for clients built that way, a multipart form with the picture in `file`. The Content-Type
 * header only lets the body in; the bytes decide what it is.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ store: ObjectStore }> = async (app, { store }) => {
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  await app.register(multipart, { limits: FORM_LIMITS });
  // The buyer's app sends its token; the console sends its cookie, which only /api/admin/* receives.
  for (const [url, auth, summary] of [
    [WalletApi.upload, 'user', 'Upload a picture (a proof, evidence, a review photo)'],
    // A shop's staff upload too (a case's evidence), privately: only operators' pictures go to the catalogue's folder.
    [AdminOperatorApi.upload, 'console', 'Upload a picture for the catalogue, or a shop’s evidence'],
  ] as const) {
    app.post(
      url,
      {
        config: { auth },
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: {
          summary,
          tags: ['uploads'],
          rawBody: pictureBody,
          response: responses(UploadData),
          errors: [ErrorKey.UnsupportedMedia, ErrorKey.PayloadTooLarge, ErrorKey.ImageTooLarge, ErrorKey.UploadQuota],
        },
      },
      async (req, reply) => {
        const bytes = req.isMultipart() ? await formPicture(req) : req.body;
        if (!Buffer.isBuffer(bytes)) throw new AppError(ErrorKey.UnsupportedMedia);
        return reply.ok(await storeImage(app.db, store, req.user!, bytes), 'success.uploaded');
      },
    );
  }
};

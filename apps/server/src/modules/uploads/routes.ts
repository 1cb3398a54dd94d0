import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorKey, UploadData, WalletApi } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { storeImage, UPLOAD_MAX_BYTES } from './service.js';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/**
 * POST /api/common/upload: the picture's bytes are the body (no multipart, so the app can show progress on a
 * plain request). The Content-Type header only lets the body in; the bytes decide what it is.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    WalletApi.upload,
    {
      config: { auth: 'user' },
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: { tags: ['uploads'], response: responses(UploadData) },
    },
    async (req, reply) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError(ErrorKey.UnsupportedMedia);
      return reply.ok(await storeImage(app.db, uploadsDir, req.user!, req.body), 'success.uploaded');
    },
  );
};

import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../lib/app-error.js';

/**
 * Serves the built app: hashed assets cached for a year, index.html never, and the history fallback for every
 * other GET that is not under /api or /uploads.
 */
export const spaPlugin = fp<{ root: string }>(async (app, { root }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the web app is not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || path.extname(pathname)) {
      throw new AppError(ErrorKey.NotFound);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

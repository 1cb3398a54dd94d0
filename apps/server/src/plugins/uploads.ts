import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Uploaded and generated images under /uploads/*, from a folder on disk (DESIGN §7). */
export const uploadsPlugin = fp<{ root: string }>(async (app, { root }) => {
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
  });
});

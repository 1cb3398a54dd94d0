import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountApi, ContentData, ErrorKey } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { getContent, type ContentSlug } from './content-service.js';

const pages: [string, ContentSlug][] = [
  [AccountApi.helpSupport, 'help'],
  [AccountApi.law, 'law'],
];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, slug] of pages) {
    app.get(url, { schema: { tags: ['content'], response: responses(ContentData) } }, async (req, reply) => {
      const page = await getContent(app.db, slug, req.lang);
      if (!page) throw new AppError(ErrorKey.NotFound);
      return reply.ok(page);
    });
  }
};

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE,
  CURRENCY_COOKIE,
  DEFAULT_LANGUAGE,
  ErrorKey,
  LANG_COOKIE,
  TOKEN_HEADER,
  isLanguageCode,
} from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { firstScreenOf } from './first-screens.js';
import { createHtmlRenderer, type Page } from './html.js';
import { createPictureInliner } from './inline-pictures.js';
import { uploadReader } from './read-upload.js';
import type { ObjectStore } from '../../lib/storage/object-store.js';

/** Paths that are never the app: the API (its JSON 404), uploaded files and the built assets. */
const RESERVED = /^\/(api|uploads|assets)(\/|$)/;
const YEAR = 'public, max-age=31536000, immutable';

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    try {
      jar.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A cookie that is not ours to read.
    }
  }
  return jar;
}

function compressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding, cookie');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return zlib.gzipSync(html, { level: 6 });
  }
  return html;
}

/**
 * Serves the built app (decision 016): hashed assets precompressed (br, gzip) and cached for a year; for every
 * other path outside /api, /uploads and /assets, index.html with the first screen's answers, its picture and
 * its part's files written in, never cached.
 */
export const webAppPlugin = fp<{ root: string; store?: ObjectStore }>(async (app, { root, store }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the web app is not built: only the API is served');
    return;
  }
  const render = createHtmlRenderer(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? YEAR : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const answer = async (url: string, lang: string, token: string | undefined) => {
    const headers: Record<string, string> = { 'accept-language': lang };
    if (token) headers[TOKEN_HEADER] = token;
    const response = await app.inject({ method: 'GET', url, headers });
    const body = response.json<{ code?: number; data?: unknown }>();
    return response.statusCode === 200 && body.code === 1 ? { url, data: body } : null;
  };

  const inlinePictures = createPictureInliner(uploadReader(app, store));

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    if (RESERVED.test(pathname)) throw new AppError(ErrorKey.NotFound);
    const cookies = cookiesOf(request);
    const cookieLang = cookies.get(LANG_COOKIE);
    const lang = isLanguageCode(cookieLang) ? cookieLang : DEFAULT_LANGUAGE;
    const token = cookies.get(AUTH_COOKIE) || undefined;
    const currency = cookies.get(CURRENCY_COOKIE);
    const screen = firstScreenOf(pathname, search, { currency, lang, signedIn: Boolean(token) });
    const answers = await Promise.all(screen.calls.map((url) => answer(url, lang, token).catch(() => null)));
    const found = answers.map((answer) => answer?.data.data);
    const page: Page = {
      lang,
      signedIn: Boolean(token),
      answers: answers.filter((answer) => answer !== null).map(({ url, data }) => ({ url, data: data.data })),
      picture: screen.picture?.(found),
      pictures: screen.pictures ? await inlinePictures(screen.pictures(found)) : {},
    };
    reply.header('cache-control', token ? 'private, no-cache' : 'no-cache');
    reply.type('text/html; charset=utf-8');
    return compressed(request, reply, render(screen, page));
  });
});

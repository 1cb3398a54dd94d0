import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, matchLanguage, type LanguageCode } from '@tradewind/contract';

/** The app sends its interface language in Accept-Language; the account's choice is the fallback (auth plugin). */
export function languageFromHeader(header: string | undefined): LanguageCode | undefined {
  for (const part of (header ?? '').split(',')) {
    const found = matchLanguage(part.split(';')[0]);
    if (found) return found;
  }
  return undefined;
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
  });
});

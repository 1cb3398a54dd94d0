import { useQuery } from '@tanstack/react-query';
import { AdminContentApi, type AdminText, type ContentSlug, type LanguageCode } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { adminHttp } from '../../../api/admin-http';

/** One text in one language exactly as stored; null when that language has none yet (the server's 404). */
export const getText = (slug: ContentSlug, lang: LanguageCode) =>
  adminHttp.get<AdminText>(AdminContentApi.text, { slug, lang }).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });

export const useText = (slug: ContentSlug, lang: LanguageCode) =>
  useQuery({ queryKey: ['admin', 'text', slug, lang], queryFn: () => getText(slug, lang) });

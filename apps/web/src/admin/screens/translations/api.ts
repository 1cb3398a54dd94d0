import { useQuery } from '@tanstack/react-query';
import {
  AdminTranslationsApi,
  type TranslatedKind,
  type TranslationSaveBody,
  type Translations,
} from '@tradewind/contract';
import { adminHttp } from '../../api/admin-http';

/** A product's or a shop's texts in every language beside the original (decision 053). */
export const useTranslations = (kind: TranslatedKind, id: number) =>
  useQuery({
    queryKey: ['admin', 'translations', kind, id],
    queryFn: () => adminHttp.get<Translations>(AdminTranslationsApi.translations, { kind, id }),
    refetchOnWindowFocus: false,
  });

/** Writes one language's texts; empty texts bring the original back for its readers. */
export const saveTranslation = (
  body: Partial<TranslationSaveBody> & Pick<TranslationSaveBody, 'kind' | 'id' | 'lang'>,
) => adminHttp.post<Translations>(AdminTranslationsApi.translationSave, body);

import { isLanguageCode, type AdminCategory } from '@tradewind/contract';

/** The category's name in the operator's language, or its English name when that one is left empty. */
export const categoryName = (category: Pick<AdminCategory, 'names'>, language: string): string =>
  (isLanguageCode(language) ? category.names[language] : undefined) || category.names.en || '';

import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export const TITLE_SUFFIX = ' · Tradewind';

/** docs/product.md §2: the page title comes from the route's title key, and follows a language change. */
export function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t(titleKey) + TITLE_SUFFIX;
  }, [t, titleKey]);
}

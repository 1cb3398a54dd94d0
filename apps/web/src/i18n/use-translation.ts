import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';
import { storeVersion, subscribe } from './store';
import { translate } from './translate';

export type { TFunction, TranslateOptions } from './translate';

/**
 * `const { t, i18n } = useTranslation()`, as with react-i18next. The component re-renders when the language
 * changes or a namespace arrives; `t` is a new function then, so memos and effects that list it run again.
 */
export function useTranslation() {
  const version = useSyncExternalStore(subscribe, storeVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the reason to hand out a new `t`.
  return useMemo(() => ({ t: (...args: Parameters<typeof translate>) => translate(...args), i18n }), [version]);
}

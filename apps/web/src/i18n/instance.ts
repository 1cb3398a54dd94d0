import type { LanguageCode } from '@tradewind/contract';
import { changeLanguage } from './language';
import { addTexts, activeLanguage, type TextTree } from './store';
import { hasText, translate } from './translate';

/** The few members of i18next's instance that the app uses, so call sites keep their shape. */
export const i18n = {
  get language(): LanguageCode {
    return activeLanguage();
  },
  t: translate,
  exists: hasText,
  changeLanguage,
  /** Texts that ship with a chunk of their own (the operator console's). i18next's other arguments: always merged. */
  addResourceBundle(
    lang: LanguageCode,
    _namespace: string,
    bundle: TextTree,
    _deep?: boolean,
    _overwrite?: boolean,
  ): void {
    addTexts(lang, bundle);
  },
};

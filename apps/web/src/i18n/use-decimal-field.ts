import { useState } from 'react';
import { readDecimal, writeDecimal } from './decimal';
import { useTranslation } from './use-translation';

/**
 * A decimal field that shows and takes numbers the user's way ("25,50" in French) while its form holds and sends
 * the plain decimal ("25.50"), so the form's rules and the call stay the same in every language. A value the form
 * sets itself (the whole balance, a restored draft) is shown the user's way.
 */
export function useDecimalField(value: string | undefined, onChange: ((value: string) => void) | undefined) {
  const { i18n } = useTranslation();
  const [shown, setShown] = useState(() => ({
    text: writeDecimal(value ?? ''),
    held: value ?? '',
    lang: i18n.language,
  }));
  if ((value ?? '') !== shown.held || i18n.language !== shown.lang) {
    setShown({ text: writeDecimal(value ?? ''), held: value ?? '', lang: i18n.language });
  }
  return {
    text: shown.text,
    change: (text: string) => {
      const held = readDecimal(text);
      setShown({ text, held, lang: i18n.language });
      onChange?.(held);
    },
  };
}

import { Fragment } from 'react';
import { Money } from './money';

const PLACEHOLDER = /(\{\{\s*\w+\s*\}\})/;

/**
 * A sentence with amounts in it ("Add $5.00 ≈ ₩6,948 more for free shipping"): `text` is the translation with
 * the amounts' placeholders left in (`t(key)` without them), `amounts` their cents. Each shows as <Money>.
 */
type PhraseProps = {
  text: string;
  amounts: Record<string, number>;
  /** Each estimate on a line of its own under the sentence's line (a narrow column). */
  below?: boolean;
};

export function MoneyPhrase({ text, amounts, below = false }: PhraseProps) {
  return text.split(PLACEHOLDER).map((part, index) => {
    const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    const cents = name === undefined ? undefined : amounts[name];
    return <Fragment key={index}>{cents === undefined ? part : <Money cents={cents} below={below} />}</Fragment>;
  });
}

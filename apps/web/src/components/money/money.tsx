import { Fragment } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney, formatShortDay, formatSignedMoney } from '@/i18n/format';
import { Ltr } from './ltr';
import { estimatedAmount, useEstimate } from './use-estimate';
import '../visually-hidden.css';
import './money.css';

type EstimateProps = {
  cents: number;
  /** With its sign, as formatSignedMoney: "+$12.50 ≈ +₩17,369", "−$5.00 ≈ −€4.31". */
  signed?: boolean;
  /** On a line of its own under the dollars, rather than beside them (wrapping below when there is no room). */
  below?: boolean;
  /** Says the day of the order's rate: "≈ €43.10 at the rate of Nov 27". */
  rateDay?: boolean;
  className?: string;
};

/**
 * The estimate of a dollar amount in the buyer's display currency, "≈ ₩72,241", visually secondary; a screen
 * reader hears "about ₩72,241". Nothing for a dollar buyer, nor beside a zero amount.
 */
export function MoneyEstimate({ cents, signed = false, below = false, rateDay = false, className }: EstimateProps) {
  const { t } = useTranslation();
  const estimate = useEstimate();
  // Nothing is about nothing: "$0.00" stands alone, never "≈ ₩0" beside it.
  if (!estimate || cents === 0) return null;
  const amount = estimatedAmount(cents, estimate, signed);
  const day = rateDay && estimate.setAt ? formatShortDay(estimate.setAt) : null;
  const about = t('common.money.about', { amount });
  const shown = `≈\u00a0${amount}`;
  const classes = ['money-estimate', below && 'money-estimate--below', day && 'money-estimate--dated', className]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {below ? null : ' '}
      <span className={classes}>
        <span aria-hidden="true">
          {day ? t('common.money.atRate', { amount: shown, date: day }) : <Ltr>{shown}</Ltr>}
        </span>
        <span className="visually-hidden">{day ? t('common.money.atRate', { amount: about, date: day }) : about}</span>
      </span>
    </>
  );
}

/**
 * A dollar amount as a buyer sees it everywhere: "$51.99 ≈ ₩72,241" (docs/architecture.md §4: dollars are the
 * price and what is paid; the estimate is display only). For a dollar buyer, the dollars alone.
 */
export function Money(props: EstimateProps) {
  const dollars = props.signed ? formatSignedMoney(props.cents) : formatMoney(props.cents);
  return (
    <>
      <Ltr>{dollars}</Ltr>
      <MoneyEstimate {...props} />
    </>
  );
}

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

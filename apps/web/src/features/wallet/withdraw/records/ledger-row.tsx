import type { ReactNode } from 'react';
import {
  AddCircleOutline,
  BankcardOutline,
  CalculatorOutline,
  ClockCircleOutline,
  RedoOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import { ReceiptOutline } from '@/components/icons/receipt-outline';
import { useTranslation } from '@/i18n/use-translation';
import { LEDGER_TYPES, readReference, type LedgerEntry, type LedgerType } from '@tradewind/contract';
import type { TFunction } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { Money } from '@/components/money/money';
import { MoneyPhrase } from '@/components/money/money';
import { AtOrderRate } from '@/components/money/at-order-rate';

const ICONS: Record<LedgerType, ReactNode> = {
  recharge: <AddCircleOutline />,
  withdraw: <BankcardOutline />,
  withdraw_return: <UndoOutline />,
  adjust: <CalculatorOutline />,
  payment: <ReceiptOutline />,
  refund: <RedoOutline />,
  late_credit: <ClockCircleOutline />,
};

const isKnown = (type: string): type is LedgerType => (LEDGER_TYPES as readonly string[]).includes(type);

/** What the record points at, in words ("Order 2026112300163"); nothing for a reference the app does not know. */
function referenceText(t: TFunction, reference: string | null): string | null {
  const found = readReference(reference);
  if (!found) return null;
  const { kind, ids } = found;
  if (kind === 'orders') return t('withdraw.ledger.reference.orders', { count: ids.length, sn: ids.join(', ') });
  return t(`withdraw.ledger.reference.${kind}`, { id: ids.join(', ') });
}

/** One fund record: what moved the balance, by how much, and the balance it left. */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const known = isKnown(entry.type);
  const direction = entry.amount_cents < 0 ? 'out' : 'in';
  const note = [entry.memo, referenceText(t, entry.reference)].filter(Boolean).join(' · ');
  return (
    <article className="surface-card rec-row rec-ledger" aria-labelledby={`ledger-${entry.id}`}>
      <span className="surface-icon-tile rec-row__icon" aria-hidden>
        {known ? ICONS[entry.type] : <CalculatorOutline />}
      </span>
      <div className="rec-row__main">
        <h2 id={`ledger-${entry.id}`} className="rec-row__title">
          {t(`withdraw.ledger.type.${known ? entry.type : 'other'}`)}
        </h2>
        {note && <p className="rec-row__meta">{note}</p>}
        <p className="rec-row__date">
          <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
        </p>
      </div>
      <div className="rec-ledger__figures">
        <p className={`rec-ledger__amount rec-ledger__amount--${direction}`}>
          <span className="visually-hidden">{t(`withdraw.ledger.${direction}`)} </span>
          {/* A refund of an order is estimated at that order's rate, as the order is; its balance at today's. */}
          <span>
            <AtOrderRate fx={entry.fx}>
              <Money cents={entry.amount_cents} signed below />
            </AtOrderRate>
          </span>
        </p>
        <p className="rec-ledger__after">
          <MoneyPhrase text={t('withdraw.ledger.balanceAfter')} amounts={{ amount: entry.balance_after_cents }} below />
        </p>
      </div>
    </article>
  );
}

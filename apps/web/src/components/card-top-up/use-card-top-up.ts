import { ErrorKey, RechargeBody, type RechargeRecord } from '@tradewind/contract';
import { session } from '@/api/session';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { toast } from '../toast';
import { useSubmitRecharge } from '../use-submit-recharge';

type Values = Record<string, unknown>;
const text = (value: unknown) => String(value ?? '').trim();
const CARD_FIELDS = ['number', 'holder', 'expiry'] as const;

/** The card top-up's body: the amount as typed (or the shortfall), the card number without its spaces. */
const cardBody = (amount: string, values: Values): RechargeBody => ({
  method: 'card',
  amount,
  card: { number: text(values.number).replace(/\s/g, ''), holder: text(values.holder), expiry: text(values.expiry) },
});

/**
 * A card top-up form checked by the contract's RechargeBody, the server's rule: `amountOf` reads the amount (a field,
 * or a fixed shortfall). A declined card is said under the card number and stays there until the number is changed
 * (tied to the field for a screen reader); any other refusal is a toast. A credited top-up refreshes the balance.
 */
export function useCardTopUp(amountOf: (values: Values) => string, withAmountField: boolean) {
  const fields = withAmountField ? ['amount', ...CARD_FIELDS] : CARD_FIELDS;
  const toBody = (values: Values) => cardBody(amountOf(values), values);
  const form = useSchemaForm(RechargeBody, fields, { toBody });
  const recharge = useSubmitRecharge({ silent: true });

  const submit = async (): Promise<RechargeRecord | undefined> => {
    if (!form.check()) return undefined;
    const values = Object.fromEntries(fields.map((name) => [name, form.form.getFieldValue(name)]));
    let record: RechargeRecord;
    try {
      record = await recharge.submit(toBody(values));
    } catch (error) {
      if (!form.showServerErrors(error, { [ErrorKey.CardDeclined]: 'number' })) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
      return undefined;
    }
    // The new balance is the server's, not a sum made here.
    if (record.status === 1) await session.loadUserInfo({ silent: true }).catch(() => undefined);
    return record;
  };

  return { form, submit, pending: recharge.pending };
}

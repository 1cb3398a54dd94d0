import { addressError } from '@tradewind/contract/address-check';
import {
  centsToDecimal,
  parseAmount,
  serviceCharge,
  V,
  WithdrawBody,
  WV,
  type WithdrawInfo,
  type WithdrawType,
} from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { isBlank, messageKeysOf } from '@/lib/forms/field-messages';

/** An i18n key with its values, shown under a field. */
export type FieldMessage = { key: string; values?: Record<string, string | number> };
export type WithdrawLimits = Pick<WithdrawInfo, 'balance_cents' | 'min_cents' | 'fee' | 'networks'>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** Everything but the payment code or passkey, which the confirmation sheet adds. */
export type WithdrawFields = DistributiveOmit<WithdrawBody, 'pay_password' | 'passkey'>;

const [bankBody, chainBody] = WithdrawBody.options;
const SCHEMAS = {
  bank: bankBody.omit({ pay_password: true, passkey: true }),
  chain: chainBody.omit({ pay_password: true, passkey: true }),
};

export const DESTINATION_FIELDS: Record<WithdrawType, readonly string[]> = {
  bank: ['bank_name', 'card_number', 'holder'],
  chain: ['network_id', 'address'],
};
export const fieldsOf = (type: WithdrawType) => ['amount', ...DESTINATION_FIELDS[type]];

/** The service charge of the contract and what is left to arrive. */
export function feeOf(amountCents: number, limits: WithdrawLimits) {
  const charge = serviceCharge(amountCents, limits.fee.rate_bps, limits.fee.min_cents);
  return { charge, arrival: amountCents - charge };
}

/** The typed amount in cents when it is a correct amount above 0 (spaces around it dropped), else null. */
export function typedCents(text: unknown): number | null {
  const cents = typeof text === 'string' ? parseAmount(text.trim()) : null;
  return cents !== null && cents > 0 ? cents : null;
}

/** docs/product.md §5 beyond the amount's shape: not more than the balance, the minimum, and something must arrive. */
function limitError(cents: number, limits: WithdrawLimits): FieldMessage | null {
  if (cents > limits.balance_cents) return { key: 'withdraw.validation.overBalance' };
  if (cents < limits.min_cents)
    return { key: 'withdraw.validation.belowMin', values: { min: formatMoney(limits.min_cents) } };
  if (feeOf(cents, limits).arrival <= 0) return { key: 'withdraw.validation.belowFee' };
  return null;
}

const EMPTY_MESSAGE: Record<string, string> = { network_id: WV.network };

export type WithdrawCheck =
  { fields: WithdrawFields; errors?: undefined } | { fields?: undefined; errors: Record<string, FieldMessage> };

/** Checks the form with the contract's WithdrawBody (less the payment code) and the wallet's limits. */
export function checkWithdrawal(values: Record<string, unknown>, limits: WithdrawLimits): WithdrawCheck {
  const type: WithdrawType = values.type === 'chain' ? 'chain' : 'bank';
  // The wire takes one strict grammar of amounts; spaces a person typed around one are theirs to drop, not an error.
  const amount = typeof values.amount === 'string' ? values.amount.trim() : values.amount;
  const result = SCHEMAS[type].safeParse({ ...values, type, amount });
  const keys = messageKeysOf(result.error?.issues ?? [], values, { emptyMessage: EMPTY_MESSAGE });
  const errors: Record<string, FieldMessage> = Object.fromEntries(
    Object.entries(keys).map(([name, key]) => [name, { key }]),
  );
  // An address is one its network can have (the server's rule, before anything is held).
  const network = type === 'chain' ? limits.networks.find((n) => n.id === values.network_id) : undefined;
  const wrongAddress =
    network && typeof values.address === 'string' && addressError(network.address_format, values.address);
  if (wrongAddress) errors.address ??= { key: wrongAddress };
  // A card number is typed unless a saved card is picked (sent by its id).
  if (type === 'bank' && isBlank(values.card_number) && values.account_id === undefined) {
    errors.card_number ??= { key: V.required };
  }
  const cents = result.success ? result.data.amount : errors.amount ? null : typedCents(values.amount);
  const limit = cents === null ? null : limitError(cents, limits);
  if (limit) errors.amount = limit;
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { fields: { ...result.data, amount: centsToDecimal(result.data.amount) } as WithdrawFields };
}

import { V, textInput } from '../validation.js';

/** Decision 028: deposits and payouts verified on an EVM chain. */
export const CV = {
  txHash: 'validation.txHash',
  rpcUrl: 'validation.rpcUrl',
  rpcUrlCredentials: 'validation.rpcUrlCredentials',
  tokenContract: 'validation.tokenContract',
} as const;

/** A transaction hash as a buyer pastes it: 0x and 64 hex digits, kept lower-case so one transfer has one spelling. */
export const txHash = textInput({ error: CV.txHash })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, { error: CV.txHash })
  .transform((hash) => hash.toLowerCase());

const urlOf = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};
const isHttpUrl = (text: string) => ['http:', 'https:'].includes(urlOf(text)?.protocol ?? '');
/** A user name or password in the URL: a secret the console would show in its list and the log would print. */
const hasCredentials = (text: string) => Boolean(urlOf(text)?.username || urlOf(text)?.password);

/** An operator setting left empty means "none": empty text becomes null. */
const orNull = (text: string) => (text === '' ? null : text);

/** The token contract, an EVM address, lower-case; empty for none. */
export const tokenContractSetting = textInput({ error: CV.tokenContract })
  .trim()
  .regex(/^(0x[0-9a-fA-F]{40})?$/, { error: CV.tokenContract })
  .transform((address) => orNull(address.toLowerCase()));

/**
 * A JSON-RPC endpoint: not a secret, but only http or https, without a user name or password; empty for none. The
 * server also refuses private and loopback addresses unless it is set to allow them (docs/operations.md).
 */
export const rpcUrlSetting = textInput({ error: CV.rpcUrl })
  .trim()
  .max(300, { error: V.tooLong })
  .refine((text) => text === '' || isHttpUrl(text), { error: CV.rpcUrl })
  .refine((text) => !hasCredentials(text), { error: CV.rpcUrlCredentials })
  .transform(orNull);

/** The most decimals a token may declare here (18 is the usual; the bound keeps 10^decimals small). */
export const MAX_TOKEN_DECIMALS = 36;
/** The most confirmations an operator may ask for. */
export const MAX_CONFIRMATIONS = 1_000;

/**
 * Token units (the Transfer log's value) to cents, exactly: units × 100 / 10^decimals in bigint arithmetic,
 * rounded down. A fraction of a cent that arrived is not credited (the top-up screen says so).
 */
export function tokenUnitsToCents(units: bigint, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) throw new RangeError('decimals');
  if (units < 0n) throw new RangeError('units');
  return (units * 100n) / 10n ** BigInt(decimals);
}

/** Where a verified deposit is: being confirmed, credited, or handed to the operator (too large, or gone). */
export const CHAIN_STATES = ['confirming', 'credited', 'review'] as const;
export type ChainState = (typeof CHAIN_STATES)[number];

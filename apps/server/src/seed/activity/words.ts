import { createHash } from 'node:crypto';
import type { AddressFormat } from '@tradewind/contract';
import type { Random } from '../catalogue/random.js';

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const drawn = (random: Random, alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');

/** Carriers with tracking numbers in their own shape, so the order desk reads like a real one. */
export const CARRIERS: readonly { name: string; tracking: (random: Random) => string }[] = [
  { name: 'DHL Express', tracking: (r) => digits(r, 10) },
  { name: 'SF Express', tracking: (r) => `SF${digits(r, 12)}` },
  { name: 'FedEx', tracking: (r) => digits(r, 12) },
  { name: 'UPS', tracking: (r) => `1Z${drawn(r, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 16)}` },
  { name: 'China Post EMS', tracking: (r) => `EA${digits(r, 9)}CN` },
  { name: 'Yamato Transport', tracking: (r) => digits(r, 12) },
];

export const REVIEW_TEXTS = [
  'Exactly as pictured and well packed. Arrived a day earlier than promised.',
  'Good quality for the price; the colour is a little darker than on screen but I like it.',
  'Second time ordering from this shop. Reliable as ever, would buy again.',
  'Solid build and clear instructions. Happy with it.',
] as const;

export const RECHARGE_REMARKS = ['Bank transfer from ICBC, ref. TW-2207', 'SWIFT transfer from Garanti BBVA'] as const;

const bytes = (random: Random, n: number) => Uint8Array.from({ length: n }, () => random.int(0, 255));
const base58 = (data: Uint8Array) => {
  let n = BigInt(`0x${Buffer.from(data).toString('hex') || '0'}`);
  let text = '';
  while (n > 0n) {
    text = BASE58[Number(n % 58n)] + text;
    n /= 58n;
  }
  const zeros = data.findIndex((b) => b !== 0);
  return '1'.repeat(zeros < 0 ? data.length : zeros) + text;
};
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
/** A version byte and a 20-byte hash, with the four checksum bytes base58check appends. */
const base58check = (version: number, random: Random) => {
  const payload = Uint8Array.from([version, ...bytes(random, 20)]);
  return base58(Uint8Array.from([...payload, ...sha256(sha256(payload)).subarray(0, 4)]));
};

/** An address the network's format accepts (address-check.ts), made up and owned by nobody. */
export function chainAddress(random: Random, format: AddressFormat) {
  switch (format) {
    case 'tron':
      return base58check(0x41, random);
    case 'solana':
      return base58(bytes(random, 32));
    case 'bitcoin':
      return base58check(0x00, random);
    default:
      return `0x${drawn(random, HEX, 40)}`;
  }
}

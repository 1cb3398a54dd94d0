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

/** A receiving address in the shape of the network's own (made up, owned by nobody). */
export function chainAddress(random: Random, network: string) {
  if (/trc|tron/i.test(network)) return `T${drawn(random, BASE58, 33)}`;
  if (/sol/i.test(network)) return drawn(random, BASE58, 44);
  if (/erc|polygon|bep|bsc|arbitrum|optimism|base|eth/i.test(network)) return `0x${drawn(random, HEX, 40)}`;
  return drawn(random, BASE58, 34);
}

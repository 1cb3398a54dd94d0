import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha2';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { AV, type AddressFormat } from './address-format.js';

const base58check = /* @__PURE__ */ createBase58check(sha256);
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** TRON: base58check of 0x41 and 20 bytes, which always reads "T" and 33 more characters. */
function tronError(address: string) {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return AV.tron;
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(address);
  } catch {
    return AV.checksum;
  }
  return bytes.length === 21 && bytes[0] === 0x41 ? null : AV.tron;
}

/** EIP-55: a mixed-case address spells its keccak-256 checksum in its capitals; all lower or all upper carries none. */
export function eip55Matches(hex40: string) {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i += 1) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const want = nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
    if (hex40[i] !== want) return false;
  }
  return true;
}

function evmError(address: string) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return AV.evm;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return eip55Matches(hex) ? null : AV.checksum;
}

/** Solana: a 32-byte public key in base58 (32 to 44 characters); it carries no checksum. */
function solanaError(address: string) {
  if (!BASE58.test(address) || address.length < 32 || address.length > 44) return AV.solana;
  return base58.decode(address).length === 32 ? null : AV.solana;
}

const BECH32_CHARS = /^bc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{8,87}$/;

/** A segwit address (bc1…): bech32 for version 0 (a 20- or 32-byte program), bech32m for versions 1 to 16. */
function segwitError(address: string) {
  const lower = address.toLowerCase();
  if ((address !== lower && address !== address.toUpperCase()) || !BECH32_CHARS.test(lower)) return AV.bitcoin;
  for (const codec of [bech32, bech32m]) {
    let words: number[];
    try {
      words = codec.decode(lower as `${string}1${string}`, 90).words;
    } catch {
      continue;
    }
    const version = words[0]!;
    const program = codec.fromWordsUnsafe(words.slice(1));
    if (!program || (version === 0) !== (codec === bech32) || version > 16) return AV.bitcoin;
    if (version === 0) return program.length === 20 || program.length === 32 ? null : AV.bitcoin;
    return program.length >= 2 && program.length <= 40 ? null : AV.bitcoin;
  }
  return AV.checksum;
}

/** Bitcoin: base58check P2PKH (1…) or P2SH (3…), or segwit (bc1…). */
function bitcoinError(address: string) {
  if (/^bc1/i.test(address)) return segwitError(address);
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{24,33}$/.test(address)) return AV.bitcoin;
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(address);
  } catch {
    return AV.checksum;
  }
  return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05) ? null : AV.bitcoin;
}

const RULES: Record<AddressFormat, (address: string) => string | null> = {
  tron: tronError,
  evm: evmError,
  solana: solanaError,
  bitcoin: bitcoinError,
};

/**
 * Why `address` cannot be an address of a network written in `format`, as a message key; null when it can be.
 * The one rule the withdraw form applies as the buyer types and the server applies before holding the amount.
 */
export function addressError(format: AddressFormat, address: string): string | null {
  return RULES[format](address.trim());
}

/** What an address of each format can begin with, and how long a whole one is at the least. */
const TYPING: Record<AddressFormat, { start: RegExp; fullAt: number }> = {
  tron: { start: /^(T[1-9A-HJ-NP-Za-km-z]{0,33})?$/, fullAt: 34 },
  evm: { start: /^(0(x[0-9a-fA-F]{0,40})?)?$/, fullAt: 42 },
  solana: { start: /^[1-9A-HJ-NP-Za-km-z]{0,44}$/, fullAt: 32 },
  bitcoin: {
    start: /^([13][1-9A-HJ-NP-Za-km-z]{0,33}|(b(c(1[02-9ac-hj-np-z]{0,87})?)?)|(B(C(1[02-9AC-HJ-NP-Z]{0,87})?)?))?$/,
    fullAt: 26,
  },
};

/**
 * The same rule while an address is being typed: a beginning no address of the format has is wrong at once; a
 * beginning that may still become one is left alone until it is long enough to be whole.
 */
export function addressErrorWhileTyping(format: AddressFormat, address: string): string | null {
  const text = address.trim();
  const { start, fullAt } = TYPING[format];
  if (!start.test(text)) return addressError(format, text);
  return text.length >= fullAt ? addressError(format, text) : null;
}

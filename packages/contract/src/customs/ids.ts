/**
 * The IDs customs ask of a parcel's recipient in the countries that ask for one (decision 041): one rule each, with
 * its real check digits. The address form checks them as typed and the server before it seals one (it is stored
 * encrypted, shown masked to the buyer and in full only on the operator's shipping screen).
 */

/** Korea's Personal Customs Clearance Code, Brazil's CPF, Chile's RUT, Türkiye's T.C. kimlik no, China's resident ID, Taiwan's ID. */
export const CUSTOMS_ID_KINDS = ['pccc', 'cpf', 'rut', 'tckn', 'cn_resident', 'tw_id'] as const;
export type CustomsIdKind = (typeof CUSTOMS_ID_KINDS)[number];

/** The countries whose customs hold a parcel without its recipient's ID (ISO 3166-1 alpha-2), and the ID each asks. */
export const CUSTOMS_ID_OF_COUNTRY: Readonly<Record<string, CustomsIdKind>> = {
  KR: 'pccc',
  BR: 'cpf',
  CL: 'rut',
  TR: 'tckn',
  CN: 'cn_resident',
  TW: 'tw_id',
};

/** What customs of `country` ask for; null when they ask for none (or the country is not known). */
export const customsIdKindOf = (country: string | null | undefined): CustomsIdKind | null =>
  (country && CUSTOMS_ID_OF_COUNTRY[country.toUpperCase()]) || null;

/** Validation keys (messages/*.ts `validation.*`): the format of each kind, and a check digit that does not add up. */
export const CUSTOMS_V = {
  check: 'validation.customsIdCheck',
  notNeeded: 'validation.customsIdNotNeeded',
  format: {
    pccc: 'validation.customsIdPccc',
    cpf: 'validation.customsIdCpf',
    rut: 'validation.customsIdRut',
    tckn: 'validation.customsIdTckn',
    cn_resident: 'validation.customsIdCnResident',
    tw_id: 'validation.customsIdTwId',
  } satisfies Record<CustomsIdKind, string>,
} as const;

const digits = (text: string) => [...text].map(Number);

/** CPF: the two mod-11 check digits of its first nine digits (weights 10…2, then 11…2). */
export function cpfCheckDigits(nine: string): string {
  const next = (body: string) => {
    const weight = body.length + 1;
    const sum = digits(body).reduce((s, d, i) => s + d * (weight - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = next(nine);
  return first + next(nine + first);
}

/** RUT: the mod-11 check character of its body (weights 2…7 from the right; 11 is 0, 10 is K). */
export function rutCheckDigit(body: string): string {
  const sum = digits(body)
    .reverse()
    .reduce((s, d, i) => s + d * (2 + (i % 6)), 0);
  const value = 11 - (sum % 11);
  return value === 11 ? '0' : value === 10 ? 'K' : String(value);
}

/** T.C. kimlik no: its 10th digit from the first nine, its 11th from the first ten. */
export function tcknCheckDigits(nine: string): string {
  const d = digits(nine);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((s, x) => s + x, 0) + tenth) % 10;
  return `${tenth}${eleventh}`;
}

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** China's resident ID: ISO 7064 MOD 11-2 over its first 17 digits (X stands for 10). */
export function cnResidentCheckChar(seventeen: string): string {
  const sum = digits(seventeen).reduce((s, d, i) => s + d * CN_WEIGHTS[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

/** The two digits each letter of a Taiwan ID stands for (the household registration's own order, I, O, W… apart). */
const TW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
/** Taiwan's national ID or resident certificate (UI) number: the check digit of its letter and first eight digits. */
export function twIdCheckDigit(letterAndEight: string): string {
  const code = TW_LETTERS.indexOf(letterAndEight[0]!) + 10;
  const rest = digits(letterAndEight.slice(1));
  const sum = Math.floor(code / 10) + (code % 10) * 9 + rest.reduce((s, d, i) => s + d * (8 - i), 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The ID as it is kept: without the spaces, dots and dashes people type in it, letters in capitals; a RUT keeps the
 * dash before its check character ("12345678-5").
 */
export function normalizeCustomsId(kind: CustomsIdKind, text: string): string {
  const bare = text.replace(/[\s.\-‐‑–]/g, '').toUpperCase();
  return kind === 'rut' && bare.length > 1 ? `${bare.slice(0, -1)}-${bare.slice(-1)}` : bare;
}

const CN_BIRTH = /^\d{6}(\d{4})(\d{2})(\d{2})/;
const realDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Each kind's shape, and whether its check digits add up, on the normalized ID. */
const RULES: Record<CustomsIdKind, { shape: RegExp; valid: (id: string) => boolean }> = {
  // The Korea Customs Service issues P and 12 digits; it publishes no check digit.
  pccc: { shape: /^P\d{12}$/, valid: () => true },
  cpf: {
    shape: /^\d{11}$/,
    valid: (id) => !/^(\d)\1{10}$/.test(id) && cpfCheckDigits(id.slice(0, 9)) === id.slice(9),
  },
  rut: { shape: /^\d{7,8}-[\dK]$/, valid: (id) => rutCheckDigit(id.slice(0, -2)) === id.slice(-1) },
  tckn: { shape: /^[1-9]\d{10}$/, valid: (id) => tcknCheckDigits(id.slice(0, 9)) === id.slice(9) },
  cn_resident: {
    shape: /^\d{17}[\dX]$/,
    valid: (id) => {
      const [, year, month, day] = CN_BIRTH.exec(id)!.map(Number);
      return year! >= 1900 && realDay(year!, month!, day!) && cnResidentCheckChar(id.slice(0, 17)) === id[17];
    },
  },
  // A national ID (second digit 1 or 2) or a resident certificate number of the 2021 format (8 or 9).
  tw_id: { shape: /^[A-Z][1289]\d{8}$/, valid: (id) => twIdCheckDigit(id.slice(0, 9)) === id[9] },
};

/** Why `text` is not an ID of `kind` (a validation key), or null when it is one. */
export function customsIdError(kind: CustomsIdKind, text: string): string | null {
  const id = normalizeCustomsId(kind, text);
  if (!RULES[kind].shape.test(id)) return CUSTOMS_V.format[kind];
  return RULES[kind].valid(id) ? null : CUSTOMS_V.check;
}

/** What each kind may look like part-way through typing it (its normalized beginning). */
const BEGINNINGS: Record<CustomsIdKind, RegExp> = {
  pccc: /^(?:P\d{0,12})?$/,
  cpf: /^\d{0,11}$/,
  rut: /^\d{0,9}$|^\d{7,8}K$/,
  tckn: /^(?:[1-9]\d{0,10})?$/,
  cn_resident: /^\d{0,17}X?$/,
  tw_id: /^(?:[A-Z](?:[1289]\d{0,8})?)?$/,
};

/**
 * The same while it is typed: a beginning no such ID has is wrong at once, a whole one is checked with its check
 * digits, and a beginning that may still become one is let be.
 */
export function customsIdErrorWhileTyping(kind: CustomsIdKind, text: string): string | null {
  const whole = customsIdError(kind, text);
  if (whole === null || whole === CUSTOMS_V.check) return whole;
  return BEGINNINGS[kind].test(normalizeCustomsId(kind, text).replace('-', '')) ? null : whole;
}

/** How the buyer sees a saved ID: its first character and its last three ("P•••••••••234"). */
export function maskCustomsId(id: string): string {
  if (id.length <= 4) return '•'.repeat(id.length);
  return `${id[0]}${'•'.repeat(id.length - 4)}${id.slice(-3)}`;
}

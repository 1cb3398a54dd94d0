import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CUSTOMS_V,
  cnResidentCheckChar,
  cpfCheckDigits,
  customsIdError,
  customsIdErrorWhileTyping,
  customsIdKindOf,
  maskCustomsId,
  normalizeCustomsId,
  rutCheckDigit,
  tcknCheckDigits,
  twIdCheckDigit,
} from './ids.js';

/** Made-up numbers, their check digits computed here; each rule's own worked example is checked by hand below. */
const digitsOf = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

describe('the check digits, against worked examples', () => {
  it('CPF: 123.456.789 → 09 (10·1 + 9·2 + … = 210, 2100 mod 11 = 10 → 0; then 2550 mod 11 = 9)', () => {
    expect(cpfCheckDigits('123456789')).toBe('09');
  });
  it('RUT: 12.345.678 → 5 (8·2 + 7·3 + … = 138, 11 − 138 mod 11 = 5); 10 is K and 11 is 0', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
  });
  it('T.C. kimlik no: 100000001 → 46 ((1 + 0 + 0 + 0 + 1)·7 − 0 = 14 → 4; 2 + 4 = 6)', () => {
    expect(tcknCheckDigits('100000001')).toBe('46');
  });
  it('China: GB 11643’s own example 11010519491231002 → X (ISO 7064 MOD 11-2)', () => {
    expect(cnResidentCheckChar('11010519491231002')).toBe('X');
  });
  it('Taiwan: A12345678 → 9 (A is 10: 1·1 + 0·9 + 1·8 + 2·7 + … + 8·1 = 121)', () => {
    expect(twIdCheckDigit('A12345678')).toBe('9');
  });
});

describe('customsIdError', () => {
  it('Korea’s PCCC: P and 12 digits, a lower-case p and spaces taken', () => {
    expect(customsIdError('pccc', 'P123456789012')).toBeNull();
    expect(customsIdError('pccc', ' p 1234 5678 9012 ')).toBeNull();
    expect(customsIdError('pccc', 'P12345678901')).toBe(CUSTOMS_V.format.pccc);
    expect(customsIdError('pccc', '1234567890123')).toBe(CUSTOMS_V.format.pccc);
    expect(customsIdError('pccc', 'PA23456789012')).toBe(CUSTOMS_V.format.pccc);
  });

  it('Brazil’s CPF: 11 digits, dotted or not, both check digits; all-same digits refused', () => {
    expect(customsIdError('cpf', '123.456.789-09')).toBeNull();
    expect(customsIdError('cpf', '12345678909')).toBeNull();
    expect(customsIdError('cpf', '123.456.789-08')).toBe(CUSTOMS_V.check);
    expect(customsIdError('cpf', '123.456.789-19')).toBe(CUSTOMS_V.check);
    // 111.111.111-11 adds up, and is no one's.
    expect(customsIdError('cpf', '111.111.111-11')).toBe(CUSTOMS_V.check);
    expect(customsIdError('cpf', '1234567890')).toBe(CUSTOMS_V.format.cpf);
  });

  it('Chile’s RUT: 7 or 8 digits and a check character, K in either case', () => {
    expect(customsIdError('rut', '12.345.678-5')).toBeNull();
    expect(customsIdError('rut', '123456785')).toBeNull();
    expect(customsIdError('rut', '10.000.013-k')).toBeNull();
    expect(customsIdError('rut', '12.345.678-4')).toBe(CUSTOMS_V.check);
    expect(customsIdError('rut', '12.345.678-A')).toBe(CUSTOMS_V.format.rut);
    expect(customsIdError('rut', '123-4')).toBe(CUSTOMS_V.format.rut);
  });

  it('Türkiye’s T.C. kimlik no: 11 digits, not from 0, both check digits', () => {
    expect(customsIdError('tckn', '10000000146')).toBeNull();
    expect(customsIdError('tckn', '10000000147')).toBe(CUSTOMS_V.check);
    expect(customsIdError('tckn', '10000000136')).toBe(CUSTOMS_V.check);
    expect(customsIdError('tckn', '01000000146')).toBe(CUSTOMS_V.format.tckn);
  });

  it('China’s resident ID: 17 digits and its check character, a real birth day', () => {
    expect(customsIdError('cn_resident', '11010519491231002X')).toBeNull();
    expect(customsIdError('cn_resident', '11010519491231002x')).toBeNull();
    expect(customsIdError('cn_resident', '110105194912310021')).toBe(CUSTOMS_V.check);
    const feb30 = `11010519490230002`;
    expect(customsIdError('cn_resident', feb30 + cnResidentCheckChar(feb30))).toBe(CUSTOMS_V.check);
    expect(customsIdError('cn_resident', '1101051949123100')).toBe(CUSTOMS_V.format.cn_resident);
  });

  it('Taiwan: a national ID (1 or 2) or a resident certificate number (8 or 9), with its check digit', () => {
    expect(customsIdError('tw_id', 'A123456789')).toBeNull();
    expect(customsIdError('tw_id', 'a123456789')).toBeNull();
    const resident = `F8${'1234567'}`;
    expect(customsIdError('tw_id', resident + twIdCheckDigit(resident))).toBeNull();
    expect(customsIdError('tw_id', 'A123456788')).toBe(CUSTOMS_V.check);
    expect(customsIdError('tw_id', 'A323456789')).toBe(CUSTOMS_V.format.tw_id);
    expect(customsIdError('tw_id', 'AB23456789')).toBe(CUSTOMS_V.format.tw_id);
  });

  it('takes every made-up number with its computed check digits, and refuses its last digit changed', () => {
    const other = (digit: string) => String((Number(digit) + 1) % 10);
    fc.assert(
      fc.property(digitsOf(9), (nine) => {
        fc.pre(!/^(\d)\1{8}$/.test(nine));
        const cpf = nine + cpfCheckDigits(nine);
        expect(customsIdError('cpf', cpf)).toBeNull();
        expect(customsIdError('cpf', cpf.slice(0, 10) + other(cpf[10]!))).toBe(CUSTOMS_V.check);
      }),
    );
    fc.assert(
      fc.property(digitsOf(8), (eight) => {
        fc.pre(eight[0] !== '0');
        const tckn = `${eight}1`;
        const id = tckn + tcknCheckDigits(tckn);
        expect(customsIdError('tckn', id)).toBeNull();
        expect(customsIdError('tckn', id.slice(0, 10) + other(id[10]!))).toBe(CUSTOMS_V.check);
      }),
    );
    fc.assert(
      fc.property(digitsOf(8), (body) => {
        expect(customsIdError('rut', `${body}-${rutCheckDigit(body)}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(digitsOf(3), (sequence) => {
        const seventeen = `44030519850612${sequence}`;
        expect(customsIdError('cn_resident', seventeen + cnResidentCheckChar(seventeen))).toBeNull();
      }),
    );
  });
});

describe('while typing', () => {
  it('lets a beginning be, refuses a beginning no such ID has, checks a whole one', () => {
    expect(customsIdErrorWhileTyping('pccc', 'P1234')).toBeNull();
    expect(customsIdErrorWhileTyping('pccc', '1234')).toBe(CUSTOMS_V.format.pccc);
    expect(customsIdErrorWhileTyping('cpf', '123.456')).toBeNull();
    expect(customsIdErrorWhileTyping('cpf', '123.456.789-08')).toBe(CUSTOMS_V.check);
    expect(customsIdErrorWhileTyping('cpf', '123a')).toBe(CUSTOMS_V.format.cpf);
    expect(customsIdErrorWhileTyping('rut', '12.345.')).toBeNull();
    expect(customsIdErrorWhileTyping('rut', '12K')).toBe(CUSTOMS_V.format.rut);
    expect(customsIdErrorWhileTyping('tw_id', 'A1')).toBeNull();
    expect(customsIdErrorWhileTyping('tw_id', 'A3')).toBe(CUSTOMS_V.format.tw_id);
  });
});

describe('normalize, mask and countries', () => {
  it('keeps an ID without what people type between its parts', () => {
    expect(normalizeCustomsId('cpf', '123.456.789-09')).toBe('12345678909');
    expect(normalizeCustomsId('rut', '12.345.678-k')).toBe('12345678-K');
    expect(normalizeCustomsId('pccc', 'p 1234-5678-9012')).toBe('P123456789012');
  });
  it('shows the first character and the last three', () => {
    expect(maskCustomsId('P123456789234')).toBe('P•••••••••234');
    expect(maskCustomsId('12345678909')).toBe('1•••••••909');
    expect(maskCustomsId('12')).toBe('••');
  });
  it('knows which countries ask for which ID', () => {
    expect(customsIdKindOf('KR')).toBe('pccc');
    expect(customsIdKindOf('br')).toBe('cpf');
    expect(customsIdKindOf('FR')).toBeNull();
    expect(customsIdKindOf(null)).toBeNull();
  });
});
